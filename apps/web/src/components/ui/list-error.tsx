import { Button } from './button';

/** A failed load with a way to try again. */
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-8 text-center"
    >
      <p className="text-red-800">{message}</p>
      <Button variant="secondary" onClick={onRetry} pending={retrying} pendingLabel="Retrying…">
        Try again
      </Button>
    </div>
  );
}
