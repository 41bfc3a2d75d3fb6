import { Link } from 'react-router';
import { TrainFront, X } from 'lucide-react';
import { scheduledTimeLabel, timetableAttribution } from '@railbite/contract/train-rules';
import { paths } from '@/config/paths';
import { clearJourneyTarget, useJourneyTarget } from '@/lib/journey-target';
import { shortDate } from '@/lib/format';

/**
 * On a menu page opened from /train: which train, station and arrival the cart is for. Shown only on
 * the menus of the restaurants listed for that stop, whose carts the Payment page sends to the seat
 * (ADR 030); the close button sends the cart to an address instead.
 */
export function JourneyBanner({ restaurantId }: { restaurantId: number }) {
  const target = useJourneyTarget();
  if (!target?.restaurantIds.includes(restaurantId)) return null;
  const back = `${paths.train}?${new URLSearchParams({
    train: target.trainNumber,
    date: target.date,
    from: target.from,
    station: target.stationCode,
  }).toString()}`;
  return (
    <section
      aria-label="Your train journey"
      className="mb-4 flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 sm:p-4"
    >
      <TrainFront className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">
          For train {target.trainNumber} {target.trainName} at {target.stationName} ({target.stationCode})
        </p>
        <p className="text-sm text-stone-800">
          Arrives {shortDate(target.arrivalDate)}, {target.arrivalTime} ·{' '}
          <span className="font-semibold">{scheduledTimeLabel}</span> ·{' '}
          <Link to={back} className="font-semibold text-brand-800 underline">
            Change station
          </Link>
        </p>
        <p className="mt-1 text-sm text-stone-800">
          Your order comes to your seat at this station: you give your coach and berth when you pay.
        </p>
        <p className="mt-1 text-xs text-stone-600">{timetableAttribution}</p>
      </div>
      <button
        type="button"
        onClick={clearJourneyTarget}
        className="shrink-0 rounded-lg p-1.5 text-stone-600 hover:bg-brand-100"
        aria-label="Not ordering for a train: deliver to an address"
      >
        <X className="size-5" aria-hidden />
      </button>
    </section>
  );
}
