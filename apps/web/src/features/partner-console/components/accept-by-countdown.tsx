import { AlarmClock } from 'lucide-react';
import { useServerNow } from '../hooks/use-server-now';
import { formatClockTime, formatCountdown, urgentBeforeMs } from '../utils/time';

/**
 * Time left to accept a new order, on the server's clock: the system rejects and refunds the order
 * when it runs out. The last two minutes are shown as urgent.
 */
export function AcceptByCountdown({
  acceptBy,
  serverOffsetMs,
}: {
  acceptBy: string;
  serverOffsetMs: number;
}) {
  const now = useServerNow(serverOffsetMs);
  const remaining = Date.parse(acceptBy) - now;
  const urgent = remaining <= urgentBeforeMs;
  const tone = urgent
    ? 'border-red-300 bg-red-50 text-red-800 motion-safe:animate-pulse'
    : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <p
      data-urgent={urgent || undefined}
      className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${tone}`}
    >
      <AlarmClock className="size-4 shrink-0" aria-hidden />
      {remaining > 0 ? (
        <span>
          Accept within <span className="text-base tabular-nums">{formatCountdown(remaining)}</span>
          <span className="font-normal"> (by {formatClockTime(acceptBy)})</span>
        </span>
      ) : (
        <span>Time is up: the order will be rejected automatically.</span>
      )}
    </p>
  );
}
