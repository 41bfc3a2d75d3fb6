import type { OrderDetails } from '@railbite/contract/orders';
import { formatOrderTime, formatTrainDate } from './format-order-date';
import { estimatedArrival, reachedAt } from './order-progress';
import type { TimelineStep } from './order-progress';
import { minutesUntil } from './relative-time';

type Step = TimelineStep['status'];

export const stepLabels: Record<Step, string> = {
  confirmed: 'Order Confirmed',
  preparing: 'Preparing',
  'out for delivery': 'Out for Delivery',
  delivered: 'Order Delivered',
  rejected: 'Order Rejected',
  cancelled: 'Order Cancelled',
};

type TextOrder = Pick<
  OrderDetails,
  | 'restaurantName'
  | 'acceptBy'
  | 'readyBy'
  | 'preparationMinutes'
  | 'deliveryPerson'
  | 'statusReason'
  | 'orderStatus'
  | 'train'
>;

/**
 * When the food is ready. A seat order's is its train's arrival (ADR 030), which may be days after the
 * kitchen accepted it: it is given as the train's time is everywhere, "22:15 on Wed, 2 Dec".
 */
function readyAt(readyBy: string, order: Pick<TextOrder, 'train'>): string {
  if (!order.train) return formatOrderTime(readyBy);
  const { time, date } = order.train.expectedArrival;
  return `${time} on ${formatTrainDate(date)}`;
}

/** "Ready by 8:45 pm (20 min to prepare)", or without the minutes when there are none. */
function readyText(order: TextOrder): string | undefined {
  if (!order.readyBy) return undefined;
  const minutes = order.preparationMinutes;
  const forTrain = order.train ? ', when your train comes in' : '';
  return `Ready by ${readyAt(order.readyBy, order)}${forTrain}${minutes ? ` (${String(minutes)} min to prepare)` : ''}`;
}

/** What a timeline step says, from what the restaurant told us; `progress` is where the order is. */
export function stepDescription(step: Step, progress: TimelineStep['progress'], order: TextOrder): string {
  const person = order.deliveryPerson?.name;
  // A step passed on the way to a cancellation was not finished: the food was never packed or brought.
  const stopped = order.orderStatus === 'cancelled' || order.orderStatus === 'rejected';
  switch (step) {
    case 'confirmed':
      if (progress !== 'current') return `Paid and sent to ${order.restaurantName}`;
      return order.acceptBy
        ? `Waiting for ${order.restaurantName} to accept it, by ${formatOrderTime(order.acceptBy)}`
        : `Waiting for ${order.restaurantName} to accept it`;
    case 'preparing':
      if (progress === 'current') return readyText(order) ?? 'The kitchen is preparing your order';
      if (progress === 'done') return stopped ? 'The kitchen had started on it' : 'Prepared and packed';
      return 'The kitchen prepares your order';
    case 'out for delivery':
      if (progress === 'to come') return 'Your order is on the way';
      if (progress === 'current')
        return person ? `${person} is bringing your order` : 'Your order is on the way';
      if (stopped) return person ? `Was on its way with ${person}` : 'Was on its way';
      return person ? `Brought by ${person}` : 'Picked up from the restaurant';
    case 'delivered':
      return 'Enjoy your meal!';
    case 'rejected':
      return order.statusReason ?? `${order.restaurantName} could not take this order`;
    case 'cancelled':
      return order.statusReason ?? 'This order was cancelled';
  }
}

/** One sentence for where the order is now (the order status page, under its heading). */
export function statusSummary(order: TextOrder & Pick<OrderDetails, 'orderStatus'>): string {
  switch (order.orderStatus) {
    case 'confirmed': {
      const by = order.acceptBy ? ` by ${formatOrderTime(order.acceptBy)}` : '';
      return `Sent to ${order.restaurantName}: waiting for the kitchen to accept it${by}`;
    }
    case 'preparing': {
      const ready = order.readyBy ? `, ready by ${readyAt(order.readyBy, order)}` : '';
      return `Your delicious meal is being prepared${ready}`;
    }
    case 'out for delivery': {
      const person = order.deliveryPerson?.name;
      return person ? `On its way with ${person}` : 'On its way to you';
    }
    case 'delivered':
      return 'Delivered. Enjoy your meal!';
    case 'rejected':
    case 'cancelled':
      return stepDescription(order.orderStatus, 'current', order);
    case 'payment processing':
      return 'Your payment is being confirmed';
    case 'payment failed':
      return 'The payment did not go through, so this order was not placed';
    case 'pending':
      return 'Your order is being placed';
  }
}

type EtaOrder = TextOrder &
  Pick<OrderDetails, 'orderStatus' | 'statusHistory' | 'restaurant' | 'destination'>;

/**
 * The tracking header's time (SPEC.md §2: the remaining minutes): when the food is ready while it is
 * prepared, the estimated minutes to the door while it is on the road (an estimate: no courier
 * positions), the delivery time once delivered. Null when the order will not come.
 */
export function headerEta(order: EtaOrder, now: number): string | null {
  switch (order.orderStatus) {
    case 'confirmed':
      return 'Waiting for the restaurant';
    case 'preparing':
      return order.readyBy ? `Food ready by ${readyAt(order.readyBy, order)}` : 'Being prepared';
    case 'out for delivery': {
      const arrival = estimatedArrival(order);
      if (arrival === null) return 'On its way';
      const minutes = minutesUntil(arrival, now);
      return minutes > 0 ? `Arriving in about ${String(minutes)} min` : 'Arriving any minute';
    }
    case 'delivered': {
      const at = reachedAt(order, 'delivered');
      return at ? `Delivered at ${formatOrderTime(at)}` : 'Delivered';
    }
    default:
      return null;
  }
}
