import { AlertTriangle, Clock } from 'lucide-react';
import type { Journey } from '@railbite/contract/journeys';
import { delayText } from '@railbite/contract/train-run-rules';

const reporters = {
  admin: 'RailBite support',
  partner: 'a restaurant on the route',
  provider: 'the railway',
};

/**
 * What was reported about this run (ADR 031): cancelled, or running late. A report is a person's (or
 * a provider's) word, so it says who reported it and when; nothing shows for a run with no report.
 */
export function RunStatusNotice({ journey }: { journey: Journey }) {
  const { run, train } = journey;
  if (!run || (!run.cancelled && run.delayMinutes === 0)) return null;
  const reported = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(run.updatedAt));
  const by = `Reported by ${reporters[run.source]} at ${reported}.`;
  if (run.cancelled)
    return (
      <p role="status" className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong>Train {train.number} is cancelled</strong> on this date. Orders to it are cancelled and
          refunded in full. {by}
        </span>
      </p>
    );
  return (
    <p role="status" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <strong>
          Train {train.number} is {delayText(run.delayMinutes)}.
        </strong>{' '}
        Expected arrivals and order-by times below include the delay. {by}
      </span>
    </p>
  );
}
