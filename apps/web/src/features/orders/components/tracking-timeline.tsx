import { Check } from 'lucide-react';
import { trackingSteps } from '../utils/tracking-simulation';
import type { TrackingStep } from '../utils/tracking-simulation';

/** SPEC.md §4: the four steps; those up to the current one are highlighted (and say so in words). */
export function TrackingTimeline({ step }: { step: TrackingStep }) {
  const current = trackingSteps.find((entry) => entry.step === step);
  return (
    <section
      aria-labelledby="order-status-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-status-title" className="text-lg font-bold text-stone-900">
        Order Status
      </h2>
      {/* Announces each new step once, instead of the whole list every second. */}
      <p aria-live="polite" className="sr-only">
        {current ? `${current.label}. ${current.description}` : ''}
      </p>
      <ol className="mt-4">
        {trackingSteps.map((entry, index) => {
          const reached = entry.step <= step;
          const isCurrent = entry.step === step;
          const last = index === trackingSteps.length - 1;
          return (
            <li
              key={entry.key}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex gap-3 pb-6 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden
                  className={`absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 ${entry.step < step ? 'bg-green-600' : 'bg-stone-200'}`}
                />
              )}
              <span
                aria-hidden
                className={`relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  reached
                    ? 'border-green-600 bg-green-600 text-white'
                    : 'border-stone-300 bg-white text-stone-500'
                } ${isCurrent && step !== 4 ? 'ring-4 ring-green-100' : ''}`}
              >
                {reached ? <Check className="size-4" /> : entry.step}
              </span>
              <div className="min-w-0 flex-1 pt-0.5">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={`font-semibold ${reached ? 'text-stone-900' : 'text-stone-500'}`}>
                    {entry.label}
                    <span className="sr-only">
                      {reached ? (isCurrent ? ' (current)' : ' (done)') : ' (to come)'}
                    </span>
                  </span>
                  {reached && <span className="text-xs text-stone-600">{entry.time}</span>}
                </p>
                <p className={`text-sm ${reached ? 'text-stone-700' : 'text-stone-500'}`}>
                  {entry.description}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
