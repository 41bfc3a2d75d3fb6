import type { ReactNode } from 'react';
import type { Application } from '@railbite/contract/partner-application';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useApplication } from '../api/application';

/**
 * The applicant's application once the server's copy is in (null: none started yet), with the
 * loading and retry states every application page shows while it is not.
 */
export function ApplicationLoaded({
  width,
  children,
}: {
  /** The page's column, as the loaded page is laid out. */
  width: 'max-w-2xl' | 'max-w-3xl';
  children: (application: Application | null) => ReactNode;
}) {
  const { data: application, isPending, isError, isFetching, refetch } = useApplication();
  if (isPending)
    return (
      <main className="flex flex-1 items-center justify-center gap-2 p-8 text-stone-600" aria-busy="true">
        <Spinner /> Loading your application…
      </main>
    );
  if (isError)
    return (
      <main className={`mx-auto w-full ${width} flex-1 p-6`}>
        <ListError
          message="We could not load your application."
          retrying={isFetching}
          onRetry={() => {
            void refetch();
          }}
        />
      </main>
    );
  return children(application);
}
