import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
