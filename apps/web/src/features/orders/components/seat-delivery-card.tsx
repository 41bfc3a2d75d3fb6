import { KeyRound, TrainFront } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';
import { scheduledTimeLabel, timetableAttribution } from '@railbite/contract/train-rules';
import { shortDate } from '@/lib/format';

/**
 * A train order's seat and stop, and while it is on its way the delivery code the passenger tells at
 * the seat (ADR 030). Times are the server's India strings, labelled scheduled, with the attribution.
 */
export function SeatDeliveryCard({ order }: { order: OrderDetails }) {
  const { train, deliveryCode } = order;
  if (!train) return null;
  const retimed = train.expectedArrival.at !== train.scheduledArrival.at;
  return (
    <section
      aria-labelledby="seat-delivery-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="seat-delivery-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <TrainFront className="size-5 text-brand-700" aria-hidden />
        To your seat
      </h2>
      {deliveryCode && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            <KeyRound className="size-4 text-brand-700" aria-hidden />
            Delivery code
          </p>
          <p
            className="font-mono text-3xl font-bold tracking-[0.3em] text-stone-900"
            aria-label={`Delivery code ${deliveryCode.split('').join(' ')}`}
          >
            {deliveryCode}
          </p>
          <p className="text-xs text-stone-700">
            Tell it to the person who brings your food, only when you have it.
          </p>
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-900">Train</dt>
        <dd className="text-stone-700">
          {train.trainNumber} {train.trainName}
        </dd>
        <dt className="font-semibold text-stone-900">Station</dt>
        <dd className="text-stone-700">
          {train.station.name} ({train.station.code})
        </dd>
        <dt className="font-semibold text-stone-900">Arrival</dt>
        <dd className="text-stone-700">
          {shortDate(train.expectedArrival.date)}, {train.expectedArrival.time} ·{' '}
          <span className="font-semibold">
            {retimed ? 'Expected: a delay was reported' : scheduledTimeLabel}
          </span>
          {retimed && (
            <span className="block">
              {shortDate(train.scheduledArrival.date)}, {train.scheduledArrival.time} ·{' '}
              <span className="font-semibold">{scheduledTimeLabel}</span>
            </span>
          )}
        </dd>
        <dt className="font-semibold text-stone-900">Seat</dt>
        <dd className="text-stone-700">
          Coach {train.coach}, berth {train.berth} · {train.passengerName}
        </dd>
      </dl>
      <p className="text-xs text-stone-600">{timetableAttribution}</p>
    </section>
  );
}
