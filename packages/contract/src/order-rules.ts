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
} as const;
export type SystemReason = keyof typeof systemReasons;

/** The customer-facing text of a stored reason code (rejection or cancellation). */
export function reasonText(code: string): string {
  if (code in rejectReasons) return rejectReasons[code as RejectReason];
  if (code in systemReasons) return systemReasons[code as SystemReason];
  return code;
}

/** Bounds of the restaurant's preparation estimate when it accepts an order, in minutes. */
export const preparationMinutesLimits = { min: 5, max: 120 } as const;
