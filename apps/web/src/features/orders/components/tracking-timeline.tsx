import { Check, X } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';
import { formatOrderDate } from '../utils/format-order-date';
import { isEnded, timelineSteps } from '../utils/order-progress';
import type { TimelineStep } from '../utils/order-progress';
import { formatTimeAgo } from '../utils/relative-time';
import { stepDescription, stepLabels } from '../utils/status-text';

function StepMarker({ step, number }: { step: TimelineStep; number: number }) {
  const ending = isEnded(step.status);
  const reached = step.progress !== 'to come';
  const look = ending
    ? 'border-rose-700 bg-rose-700 text-white'
    : reached
      ? 'border-green-600 bg-green-600 text-white'
      : 'border-stone-300 bg-white text-stone-500';
  const ring = step.progress === 'current' && !ending ? 'ring-4 ring-green-100' : '';
  return (
    <span
      aria-hidden
      className={`relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${look} ${ring}`}
    >
      {ending ? <X className="size-4" /> : reached ? <Check className="size-4" /> : number}
    </span>
  );
}

const progressWords: Record<TimelineStep['progress'], string> = {
  done: ' (done)',
  current: ' (current)',
  'to come': ' (to come)',
};

/**
 * The order's way with the real time of each step (ARCHITECTURE.md "Order lifecycle"): steps reached
 * are highlighted and say so in words; a rejected or cancelled order ends at its ending, with why.
 */
export function TrackingTimeline({ order, now }: { order: OrderDetails; now: number }) {
  const steps = timelineSteps(order);
  const current = steps.find((step) => step.progress === 'current') ?? steps.findLast((s) => s.at !== null);
  return (
    <section
      aria-labelledby="order-status-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-status-title" className="text-lg font-bold text-stone-900">
        Order Status
      </h2>
      {/* Announces each new step once, as it arrives. */}
      <p aria-live="polite" className="sr-only">
        {current
          ? `${stepLabels[current.status]}. ${stepDescription(current.status, current.progress, order)}`
          : ''}
      </p>
      <ol className="mt-4">
        {steps.map((step, index) => {
          const reached = step.progress !== 'to come';
          const last = index === steps.length - 1;
          const next = steps[index + 1];
          // Green up to the next step reached; grey towards an ending or a step to come.
          const lineLook =
            next && next.progress !== 'to come' && !isEnded(next.status) ? 'bg-green-600' : 'bg-stone-200';
          return (
            <li
              key={step.status}
              aria-current={step.progress === 'current' ? 'step' : undefined}
              className="relative flex gap-3 pb-6 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden
                  className={`absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 ${lineLook}`}
                />
              )}
              <StepMarker step={step} number={index + 1} />
              <div className="min-w-0 flex-1 pt-0.5">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={`font-semibold ${reached ? 'text-stone-900' : 'text-stone-500'}`}>
                    {stepLabels[step.status]}
                    <span className="sr-only">{progressWords[step.progress]}</span>
                  </span>
                  {step.at && (
                    <time
                      dateTime={step.at}
                      title={formatOrderDate(step.at)}
                      className="text-xs text-stone-600"
                    >
                      {formatTimeAgo(step.at, now)}
                    </time>
                  )}
                </p>
                <p className={`text-sm ${reached ? 'text-stone-700' : 'text-stone-500'}`}>
                  {stepDescription(step.status, step.progress, order)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
