import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Application } from '@railbite/contract/partner-application';
import type { ApplicationStep } from '@railbite/contract/partner-application-rules';
import { applicationSteps, editableApplicationStatuses } from '@railbite/contract/partner-application-rules';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useApplication } from '../api/application';

export const stepPaths: Record<ApplicationStep, string> = {
  info: paths.partnerInfo,
  documents: paths.partnerDocs,
  menu: paths.partnerMenu,
  contract: paths.partnerContract,
};

export const isEditable = (application: Application) =>
  (editableApplicationStatuses as readonly string[]).includes(application.status);

/**
 * A step page of the application: it waits for the server's copy, sends a visitor without one to the
 * start page, a submitted application to its status page, and a later step than the first unsaved one
 * back to that one (steps gate each other).
 */
export function ApplicationStepGate({
  step,
  children,
}: {
  step: ApplicationStep;
  children: (application: Application) => ReactNode;
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
      <main className="mx-auto w-full max-w-3xl flex-1 p-6">
        <ListError
          message="We could not load your application."
          retrying={isFetching}
          onRetry={() => {
            void refetch();
          }}
        />
      </main>
    );
  if (application === null) return <Navigate to={paths.partnerStart} replace />;
  if (!isEditable(application)) return <Navigate to={paths.partnerApplicationStatus} replace />;
  const first = application.nextStep ?? 'contract';
  if (applicationSteps.indexOf(step) > applicationSteps.indexOf(first))
    return <Navigate to={stepPaths[first]} replace />;
  return children(application);
}

/** How many steps are saved (the step indicator links back to them). */
export function savedSteps(application: Application): number {
  return applicationSteps.indexOf(application.nextStep ?? 'contract');
}
