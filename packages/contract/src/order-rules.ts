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
