/** Order statuses and checkout limits, without zod, so web pages that only show them stay light. */

/** SPEC.md §4 order status values, lower-case (input is case-insensitive). */
export const orderStatuses = [
  'pending',
  'payment processing',
  'payment failed',
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Statuses an order is still moving through (tracking shows the latest of these). */
export const activeOrderStatuses = [
  'confirmed',
  'preparing',
  'out for delivery',
] as const satisfies readonly OrderStatus[];

/**
 * Statuses of orders a verified payment placed (a placed order may still end cancelled or rejected,
 * and then its money goes back). Checkout attempts that were never paid are 'payment processing',
 * 'payment failed' or, replaced by a newer checkout, 'cancelled' (ADR 022).
 */
export const placedOrderStatuses = [
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
  'cancelled',
  'rejected',
] as const satisfies readonly OrderStatus[];

/**
 * What became of the customer's money for an order or a checkout attempt, decided by the server from
 * verified gateway state (ADR 022): `paid` placed the order; `awaiting payment` is still open at the
 * gateway; `not charged` ended unpaid with nothing taken; `paid after close` took money after the
 * attempt had closed, and that money goes back (the order's refunds).
 */
export const orderPaymentOutcomes = ['paid', 'awaiting payment', 'not charged', 'paid after close'] as const;
export type OrderPaymentOutcome = (typeof orderPaymentOutcomes)[number];

/**
 * The two lists of order history (ADR 022): `paid`, the orders a payment placed (one per cart, with
 * the count of its attempts that were not paid), and `unpaid`, every checkout attempt that was not.
 */
export const orderHistoryPayments = ['paid', 'unpaid'] as const;
export type OrderHistoryPayment = (typeof orderHistoryPayments)[number];

export const orderLimits = { maxTipRupees: 500, maxDirectionLength: 300 } as const;

/** Header a client sends so retries of one checkout create one order. */
export const idempotencyKeyHeader = 'idempotency-key';

/** Who moves an order (ARCHITECTURE.md "Order lifecycle"); `payment` is verified gateway state. */
export const orderActors = ['customer', 'partner', 'admin', 'system', 'payment'] as const;
export type OrderActor = (typeof orderActors)[number];

/** Why a restaurant turns an order down: a fixed list, each with the text the customer reads. */
export const rejectReasons = {
  items_unavailable: 'Some items in this order are not available',
  kitchen_busy: 'The kitchen is too busy to take this order',
  closing_soon: 'The restaurant is closing',
  cannot_deliver: 'The restaurant cannot deliver to this address',
} as const;
export type RejectReason = keyof typeof rejectReasons;

/** Why an order was cancelled or rejected by someone other than the restaurant. */
export const systemReasons = {
  accept_timeout: 'The restaurant did not accept the order in time',
  customer_cancelled: 'You cancelled this order',
  admin_cancelled: 'RailBite support cancelled this order',
  superseded: 'Replaced by a newer checkout',
  paid_after_close: 'Paid after this checkout had closed, so the money goes back',
  // A train order's run changed (ADR 031).
  train_cancelled: 'The railway cancelled this train, so the order was cancelled and refunded in full',
  arrival_outside_hours:
    'The train is now due after the restaurant closes, so the order was cancelled and refunded in full',
} as const;
export type SystemReason = keyof typeof systemReasons;

/** Who reads a reason: the customer, or the restaurant's staff (the kitchen did not cancel it). */
export type ReasonReader = 'customer' | 'kitchen';

/** The texts that differ for the kitchen: the rest say the same to everyone. */
const kitchenReasons: Partial<Record<SystemReason, string>> = {
  customer_cancelled: 'The customer cancelled this order',
};

/** The text of a stored reason code (rejection or cancellation), by default as the customer reads it. */
export function reasonText(code: string, reader: ReasonReader = 'customer'): string {
  if (reader === 'kitchen' && code in kitchenReasons) return kitchenReasons[code as SystemReason] ?? code;
  if (code in rejectReasons) return rejectReasons[code as RejectReason];
  if (code in systemReasons) return systemReasons[code as SystemReason];
  return code;
}

/** Bounds of the restaurant's preparation estimate when it accepts an order, in minutes. */
export const preparationMinutesLimits = { min: 5, max: 120 } as const;
