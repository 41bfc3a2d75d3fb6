import { useId } from 'react';
import {
  CircleCheck,
  CookingPot,
  MapPin,
  MessageSquareText,
  Motorbike,
  Phone,
  TrainFront,
  User,
  X,
} from 'lucide-react';
import { scheduledTimeLabel } from '@railbite/contract/train-rules';
import type { PartnerOrder } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { orderShortId } from '../utils/board';
import { deliveryNotes } from '../utils/order-notes';
import { formatClockTime, trainTimeText } from '../utils/time';
import { AcceptByCountdown } from './accept-by-countdown';
import { FinishedOrderStatus } from './finished-order-status';
import { seatCodeLockedText } from '../utils/seat-code';

export type OrderCardActions = {
  onAccept: (order: PartnerOrder) => void;
  onReject: (order: PartnerOrder) => void;
  onDispatch: (order: PartnerOrder) => void;
  onDeliver: (order: PartnerOrder) => void;
};

/** One order as the kitchen works it: who, what, where, the customer's notes, and the next step. */
export function OrderCard({
  order,
  serverOffsetMs,
  actions,
  fresh = false,
}: {
  order: PartnerOrder;
  serverOffsetMs: number;
  actions: OrderCardActions;
  /** Arrived while the board was open: marked so the eye finds it. */
  fresh?: boolean;
}) {
  const headingId = useId();
  const notes = deliveryNotes(order);
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.orderId}
      tabIndex={-1}
      className={`space-y-3 rounded-2xl border bg-white p-4 shadow-sm ${fresh ? 'border-brand-600 ring-2 ring-brand-500/40' : 'border-stone-200'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="truncate text-base font-bold text-stone-900">
            <span className="sr-only">Order {orderShortId(order.orderId)} from </span>
            {order.customerFirstName}
          </h4>
          <p className="text-xs text-stone-600">
            {fresh && (
              <span className="mr-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                Just in
              </span>
            )}
            <span className="font-mono font-semibold text-stone-800">{orderShortId(order.orderId)}</span> ·
            placed {formatClockTime(order.createdAt)}
          </p>
        </div>
        <p className="shrink-0 text-base font-bold text-stone-900">{formatRupees(order.totalAmount)}</p>
      </header>

      {order.column === 'new' && order.acceptBy && (
        <AcceptByCountdown acceptBy={order.acceptBy} serverOffsetMs={serverOffsetMs} />
      )}
      {order.column === 'preparing' && order.readyBy && (
        <p className="flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900">
          <CookingPot className="size-4 shrink-0" aria-hidden />
          {/* A seat order is ready for its train, which may come in days after the kitchen accepted. */}
          {order.train
            ? `Ready by ${trainTimeText(order.train.expectedArrival)}, when the train comes in`
            : `Ready by ${formatClockTime(order.readyBy)}`}
          {order.preparationMinutes !== null && (
            <span className="font-normal">({order.preparationMinutes} min)</span>
          )}
        </p>
      )}
      {order.deliveryPerson && order.column !== 'done' && (
        <p className="flex flex-wrap items-center gap-x-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          <Motorbike className="size-4 shrink-0" aria-hidden />
          <span className="font-semibold">{order.deliveryPerson.name}</span>
          <a href={`tel:+91${order.deliveryPerson.phone}`} className="underline">
            {order.deliveryPerson.phone}
          </a>
        </p>
      )}
      {order.column === 'done' && <FinishedOrderStatus order={order} />}

      <ul className="space-y-0.5 text-sm text-stone-900" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={`${item.itemName}-${String(index)}`}>
            <span className="font-semibold">{item.quantity} ×</span> {item.itemName}
          </li>
        ))}
      </ul>

      <dl className="space-y-1.5 text-sm text-stone-700">
        <div className="flex gap-2">
          <dt>
            <User className="mt-0.5 size-4 text-stone-500" aria-hidden />
            <span className="sr-only">Customer</span>
          </dt>
          <dd>
            {order.customerFirstName} · <Phone className="inline size-3.5" aria-hidden />{' '}
            <span className="sr-only">phone </span>
            {order.customerPhoneMasked}
          </dd>
        </div>
        {order.train ? (
          <SeatLine train={order.train} />
        ) : (
          <div className="flex gap-2">
            <dt>
              <MapPin className="mt-0.5 size-4 text-brand-700" aria-hidden />
              <span className="sr-only">Deliver to</span>
            </dt>
            <dd className="break-words">{order.deliveryAddress}</dd>
          </div>
        )}
        {order.directionToReach && (
          <div className="flex gap-2">
            <dt>
              <MessageSquareText className="mt-0.5 size-4 text-stone-500" aria-hidden />
              <span className="sr-only">Directions</span>
            </dt>
            <dd className="break-words italic">“{order.directionToReach}”</dd>
          </div>
        )}
      </dl>
      {notes.length > 0 && (
        <ul aria-label="Delivery notes" className="flex flex-wrap gap-1.5">
          {notes.map((note) => (
            <li
              key={note}
              className="rounded-full border border-stone-300 bg-stone-50 px-2.5 py-0.5 text-xs font-semibold text-stone-800"
            >
              {note}
            </li>
          ))}
        </ul>
      )}

      <NextStep order={order} actions={actions} />
    </article>
  );
}

/** Where and when a train order is handed over: the train, the station and arrival, the seat. */
function SeatLine({ train }: { train: NonNullable<PartnerOrder['train']> }) {
  return (
    <div className="flex gap-2">
      <dt>
        <TrainFront className="mt-0.5 size-4 text-brand-700" aria-hidden />
        <span className="sr-only">Deliver to the train</span>
      </dt>
      <dd className="break-words">
        <span className="block font-semibold text-stone-900">
          Train {train.trainNumber} {train.trainName}
        </span>
        <span className="block">
          {train.station.name} ({train.station.code}) · arrives {trainTimeText(train.expectedArrival)} ·{' '}
          {train.expectedArrival.at === train.scheduledArrival.at
            ? scheduledTimeLabel
            : `expected: a delay was reported; scheduled ${train.scheduledArrival.time}`}
        </span>
        <span className="block font-semibold text-stone-900">
          Coach {train.coach}, berth {train.berth}
        </span>
        <span className="block">
          {train.passengerFirstName} · {train.passengerMobileMasked} · delivered with the passenger’s code
        </span>
      </dd>
    </div>
  );
}

function NextStep({ order, actions }: { order: PartnerOrder; actions: OrderCardActions }) {
  switch (order.column) {
    case 'new':
      return (
        <div className="flex gap-2">
          <Button
            className="flex-1"
            onClick={() => {
              actions.onAccept(order);
            }}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => {
              actions.onReject(order);
            }}
          >
            <X className="size-4" aria-hidden />
            Reject
          </Button>
        </div>
      );
    case 'preparing':
      return (
        <Button
          className="w-full"
          onClick={() => {
            actions.onDispatch(order);
          }}
        >
          <Motorbike className="size-4" aria-hidden />
          Mark out for delivery
        </Button>
      );
    case 'out for delivery':
      if (order.train?.deliveryCodeTriesLeft === 0)
        return (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {seatCodeLockedText}
          </p>
        );
      return (
        <Button
          className="w-full"
          onClick={() => {
            actions.onDeliver(order);
          }}
        >
          <CircleCheck className="size-4" aria-hidden />
          Mark delivered
        </Button>
      );
    case 'done':
      return null;
  }
}
