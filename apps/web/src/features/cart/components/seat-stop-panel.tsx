import { TrainFront } from 'lucide-react';
import { scheduledTimeLabel, timetableAttribution } from '@railbite/contract/train-rules';
import type { ScheduledTime } from '@railbite/contract/journeys';
import { useNow } from '@/hooks/use-now';
import { shortDate } from '@/lib/format';
import { clearJourneyTarget } from '@/lib/journey-target';
import type { JourneyTarget } from '@/lib/journey-target';
import { timeLeftText } from '../utils/seat-form';

function OrderByCountdown({ orderBy }: { orderBy: ScheduledTime }) {
  const now = useNow(1000);
  const left = Date.parse(orderBy.at) - now;
  if (left < 0)
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        The order-by time ({orderBy.time}) has passed: choose a later station on /train.
      </p>
    );
  return (
    <p className="text-sm text-stone-800">
      Order by <span className="font-semibold">{orderBy.time}</span> ({shortDate(orderBy.date)}) ·{' '}
      <span className="font-semibold" aria-live="off">
        {timeLeftText(left)} left
      </span>
    </p>
  );
}

/**
 * Which train, station and arrival the order goes to, the order-by countdown, and the way back to an
 * address. The times are the server's India date and clock strings (ADR 029), labelled scheduled
 * with the timetable's attribution.
 */
export function SeatStopPanel({
  target,
  arrival,
  orderBy,
}: {
  target: JourneyTarget;
  arrival: ScheduledTime | undefined;
  orderBy: ScheduledTime | undefined;
}) {
  return (
    <section
      aria-labelledby="seat-stop-heading"
      className="space-y-1 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="seat-stop-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <TrainFront className="size-5 text-brand-700" aria-hidden />
        Delivering to your seat
      </h2>
      <p className="font-semibold text-stone-900">
        Train {target.trainNumber} {target.trainName}
      </p>
      <p className="text-sm text-stone-800">
        At {target.stationName} ({target.stationCode}) · arrives{' '}
        <span className="font-semibold">
          {arrival
            ? `${shortDate(arrival.date)}, ${arrival.time}`
            : `${shortDate(target.arrivalDate)}, ${target.arrivalTime}`}
        </span>{' '}
        · <span className="font-semibold">{scheduledTimeLabel}</span>
      </p>
      {orderBy && <OrderByCountdown orderBy={orderBy} />}
      <p className="text-xs text-stone-600">{timetableAttribution}</p>
      <button
        type="button"
        onClick={clearJourneyTarget}
        className="text-sm font-semibold text-brand-800 underline"
      >
        Deliver to an address instead
      </button>
    </section>
  );
}
