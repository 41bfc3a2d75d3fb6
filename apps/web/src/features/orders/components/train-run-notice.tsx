import { AlertTriangle, Clock } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';
import { delayText } from '@railbite/contract/train-run-rules';

/** "Tue 8 Dec, 10:45" from the server's India date and time. */
function indiaDateTime({ date, time }: { date: string; time: string }): string {
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${time}`;
}

/**
 * A train order's run as reported (ADR 031): running late, with the re-timed arrival, or cancelled.
 * It comes with the order's details, so a delay recorded while the page is open shows up live.
 */
export function TrainRunNotice({ order }: { order: Pick<OrderDetails, 'trainRun' | 'orderStatus'> }) {
  const run = order.trainRun;
  if (!run || (!run.cancelled && run.delayMinutes === 0)) return null;
  if (run.cancelled)
    return (
      <p role="status" className="flex gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong>The railway cancelled this train.</strong> Orders to it are cancelled and refunded in full.
        </span>
      </p>
    );
  return (
    <section
      aria-label="Train running late"
      className="flex gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p>
          <strong>Your train is {delayText(run.delayMinutes)}.</strong> Now expected{' '}
          <time dateTime={run.expectedArrival.at} className="font-semibold">
            {indiaDateTime(run.expectedArrival)}
          </time>{' '}
          (scheduled <time dateTime={run.scheduledArrival.at}>{run.scheduledArrival.time}</time>). The
          restaurant times your food to the new arrival.
        </p>
        {run.cancelWithRefund && (
          <p className="text-sm">
            As it is more than an hour late, you may cancel with a full refund until the restaurant sends the
            food out.
          </p>
        )}
      </div>
    </section>
  );
}
