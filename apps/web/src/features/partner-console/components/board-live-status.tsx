import { useState } from 'react';
import { fallbackPollMs } from '@/hooks/use-live-stream';
import type { LiveStreamState } from '@/lib/live-stream';

type Look = { text: string; dot: string };

const live: Look = { text: 'Live', dot: 'bg-green-600' };
const waiting = 'bg-amber-500';

/**
 * Whether new orders reach the board the moment they are paid: "Live" while its stream is open;
 * "Reconnecting…" after a drop; while streams are blocked, how often it refreshes instead. Said in
 * words (the dot is decoration) and announced politely when it changes.
 */
export function BoardLiveStatus({ state }: { state: LiveStreamState | 'idle' }) {
  const [wasOpen, setWasOpen] = useState(false);
  if (state === 'open' && !wasOpen) setWasOpen(true);

  const look: Look | undefined =
    state === 'open'
      ? live
      : state === 'connecting'
        ? { text: wasOpen ? 'Reconnecting…' : 'Connecting…', dot: waiting }
        : state === 'polling'
          ? { text: `Updating every ${String(fallbackPollMs / 1000)} s`, dot: waiting }
          : state === 'closed'
            ? { text: 'Not updating: reload the page', dot: 'bg-stone-500' }
            : undefined;

  return (
    <p aria-live="polite" className="min-h-5 text-sm font-medium text-stone-700">
      {look && (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={`size-2 rounded-full ${look.dot}`} />
          {look.text}
        </span>
      )}
    </p>
  );
}
