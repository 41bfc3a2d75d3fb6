import type { LiveStreamState } from '@/lib/live-stream';

const looks: Partial<Record<LiveStreamState, { text: string; dot: string }>> = {
  open: { text: 'Live', dot: 'bg-green-600' },
  connecting: { text: 'Connecting…', dot: 'bg-amber-500' },
  polling: { text: 'Updating every few seconds', dot: 'bg-amber-500' },
};

/** Whether the page follows the order live: nothing when it has no reason to (the order ended). */
export function LiveIndicator({ state }: { state: LiveStreamState | 'idle' }) {
  const look = state === 'idle' ? undefined : looks[state];
  if (!look) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-stone-600">
      <span aria-hidden className={`size-2 rounded-full ${look.dot}`} />
      {look.text}
    </span>
  );
}
