import { Check } from 'lucide-react';
import type { Autosave, AutosaveStatus as Status } from '../hooks/autosave';
import { useAutosaveStatus } from '../hooks/use-partial-autosave';

const messages: Record<Status, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Couldn’t save your latest changes. We’ll try again.',
};

/** The quiet word on what is typed: read out politely, never in the way. */
export function AutosaveStatus({ autosave }: { autosave: Autosave }) {
  const status = useAutosaveStatus(autosave);
  return (
    <p
      role="status"
      aria-live="polite"
      className={`flex min-h-5 items-center gap-1 text-sm ${status === 'error' ? 'text-red-700' : 'text-stone-600'}`}
    >
      {status === 'saved' && <Check className="size-4 text-green-700" aria-hidden />}
      {messages[status]}
    </p>
  );
}
