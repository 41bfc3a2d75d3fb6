import type { OrderActor, OrderStatus } from '@railbite/contract/orders';

/**
 * The order state machine (ARCHITECTURE.md "Order lifecycle"): which status may follow which, and who
 * may make each move. Pure rules; `order-lifecycle.service.ts` applies them in a transaction.
 */
type Transition = { from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] };

export const orderTransitions: readonly Transition[] = [
  { from: 'payment processing', to: 'confirmed', by: ['payment'] },
  { from: 'payment processing', to: 'payment failed', by: ['payment', 'system'] },
  // A newer checkout of the same cart replaces an unpaid one.
  { from: 'payment processing', to: 'cancelled', by: ['system'] },
  { from: 'confirmed', to: 'preparing', by: ['partner'] },
  // The system rejects an order no one accepted in time.
  { from: 'confirmed', to: 'rejected', by: ['partner', 'system'] },
  // The system cancels a train order its train can no longer take: the run was cancelled, or a delay
  // brings it in after the restaurant closes (ADR 031).
  { from: 'confirmed', to: 'cancelled', by: ['customer', 'admin', 'system'] },
  // The customer, only when their train runs more than 60 minutes late (customer-cancellation.service
  // checks it on the locked order, ADR 031).
  { from: 'preparing', to: 'cancelled', by: ['customer', 'admin', 'system'] },
  { from: 'preparing', to: 'out for delivery', by: ['partner'] },
  { from: 'out for delivery', to: 'cancelled', by: ['admin', 'system'] },
  { from: 'out for delivery', to: 'delivered', by: ['partner'] },
];

export type TransitionCheck =
  | { allowed: true }
  /** This actor never makes this move, from any status: the wrong role (403). */
  | { allowed: false; refusal: 'forbidden' }
  /** The actor could make this move, but not from the order's current status (409). */
  | { allowed: false; refusal: 'conflict' };

export function checkTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionCheck {
  const moves = orderTransitions.filter((rule) => rule.to === to && rule.by.includes(actor));
  if (moves.length === 0) return { allowed: false, refusal: 'forbidden' };
  return moves.some((rule) => rule.from === from)
    ? { allowed: true }
    : { allowed: false, refusal: 'conflict' };
}

/** Statuses after which a paid order's money goes back to the customer. */
export const refundingStatuses: readonly OrderStatus[] = ['rejected', 'cancelled'];

/** No transition leaves these. */
export const finalStatuses: readonly OrderStatus[] = orderStatusesWithout(
  orderTransitions.map((rule) => rule.from),
);

function orderStatusesWithout(sources: readonly OrderStatus[]): OrderStatus[] {
  const all = new Set<OrderStatus>(orderTransitions.flatMap((rule) => [rule.from, rule.to]));
  return [...all].filter((status) => !sources.includes(status));
}
