import { activeOrderStatuses } from '@railbite/contract/order-rules';
import type { OrderHistoryEntry } from '@railbite/contract/orders';
import { formatOrderTime, formatTrainDate } from './format-order-date';

type WindowOrder = Pick<
  OrderHistoryEntry,
  'orderStatus' | 'paymentOutcome' | 'deliverTimeMin' | 'deliverTimeMax' | 'promisedFrom' | 'promisedBy'
> & { train?: OrderHistoryEntry['train'] };

/** "7:30 and 7:45 pm", or "11:50 am and 12:05 pm" across noon or midnight (India time). */
function between(fromIso: string, byIso: string): string {
  const from = formatOrderTime(fromIso);
  const by = formatOrderTime(byIso);
  const sameHalf = from.slice(-2) === by.slice(-2);
  return `${sameHalf ? from.slice(0, -3) : from} and ${by}`;
}

/**
 * When the order should arrive, from the window the server promised when the payment confirmed it
 * (ADR 024), in India time: "Arriving between 7:30 and 7:45 pm", then "Arriving by 7:45 pm" once the
 * window has opened, and plainly late after it. Without `now` (a server-rendered page, whose clock the
 * browser's first render must match), the window alone: "Promised between 7:30 and 7:45 pm". Before
 * the payment is confirmed, the range the server computed for the address. Null when the order will
 * not come or has come: its status says what happened instead.
 */
export function promisedWindowText(order: WindowOrder, now?: number): string | null {
  if (order.train) return seatPromiseText(order, order.train);
  const { deliverTimeMin: min, deliverTimeMax: max } = order;
  const range = min === null || max === null ? null : `${String(min)}–${String(max)} min`;
  if (order.paymentOutcome !== 'paid')
    return order.orderStatus === 'payment processing' && range
      ? `Delivery in ${range} once your payment is confirmed`
      : null;
  if (!activeOrderStatuses.some((status) => status === order.orderStatus)) return null;
  const { promisedFrom, promisedBy } = order;
  // Orders paid before windows were kept have only their range.
  if (!promisedFrom || !promisedBy) return range && `Delivery in ${range}`;
  if (now === undefined) return `Promised between ${between(promisedFrom, promisedBy)}`;
  if (now > Date.parse(promisedBy)) return `Running late: it was promised by ${formatOrderTime(promisedBy)}`;
  if (now >= Date.parse(promisedFrom)) return `Arriving by ${formatOrderTime(promisedBy)}`;
  return `Arriving between ${between(promisedFrom, promisedBy)}`;
}

/**
 * A seat order is promised for its train's arrival at the station (ADR 030), in the server's India
 * date and time strings: the expected arrival, which is the scheduled one until a delay re-times it.
 */
function seatPromiseText(order: WindowOrder, train: NonNullable<OrderHistoryEntry['train']>): string | null {
  const arrival = `${train.station.name}, train due ${train.expectedArrival.time} on ${formatTrainDate(train.expectedArrival.date)}`;
  if (order.paymentOutcome !== 'paid')
    return order.orderStatus === 'payment processing'
      ? `To your seat at ${arrival}, once your payment is confirmed`
      : null;
  if (!activeOrderStatuses.some((status) => status === order.orderStatus)) return null;
  return `To your seat at ${arrival}`;
}
