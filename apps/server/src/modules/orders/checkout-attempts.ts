import type { OrderHistoryEntry, OrderStatus } from '@railbite/contract/orders';

/**
 * Checkout attempts and their groups (ADR 022). Every Pay makes an order; the attempts of one cart
 * (a payment that failed, one replaced by a newer checkout, the one finally paid) form a group, and to
 * the customer the group is one order: the paid one, or while none is paid, the latest attempt.
 */

/** The customer's latest order, as checkout finds it under the cart lock. */
export type PreviousAttempt = {
  checkoutGroupId: string;
  paidAt: Date | null;
  /** The cart still holds a line added before that order was made: it was not emptied since. */
  cartKept: boolean;
};

/**
 * The group a new checkout (order `orderId`) joins. It continues the customer's latest attempt when
 * that one was never paid and the cart it was made from is still there: the customer is paying for
 * the same cart again. A paid order closes its group (its dishes leave the cart), and an emptied
 * cart starts afresh; either way a new group starts, named after its first order.
 */
export function checkoutGroupOf(previous: PreviousAttempt | undefined, orderId: string): string {
  if (previous && previous.paidAt === null && previous.cartKept) return previous.checkoutGroupId;
  return orderId;
}

type Line = { menuItemId: number | null; quantity: number };

/**
 * Pay-again pays for the attempt's cart as it was: the same dishes in the same quantities (prices
 * may have moved; the new order is priced afresh). A dish since deleted from the menu never matches.
 */
export function holdsSameDishes(cart: readonly Line[], attempt: readonly Line[]): boolean {
  if (cart.length !== attempt.length) return false;
  const wanted = new Map(attempt.map((line) => [line.menuItemId, line.quantity]));
  return cart.every((line) => line.menuItemId !== null && wanted.get(line.menuItemId) === line.quantity);
}

/** An order of a checkout group, as much as the group's facts need. */
export type GroupMember = { id: string; checkoutGroupId: string; paidAt: Date | null };

export type AttemptFacts = Pick<
  OrderHistoryEntry,
  'paymentOutcome' | 'canPayAgain' | 'paidOrderId' | 'unpaidAttempts'
>;

/** What the order's group and the customer's later orders say about one order. */
export type AttemptContext = {
  /** The orders of its group (it may be among them). */
  members: readonly GroupMember[];
  /** The customer's latest order of all (undefined for an order whose customer is gone). */
  latestOrderId: string | undefined;
  /** The gateway took money for it (an unpaid attempt has refunds only when money came late). */
  refunded: boolean;
};

/**
 * What became of an order's money and what the customer may do about it. Pay again is offered only on
 * the customer's latest order, when its payment ended unpaid: an older attempt was replaced, or the
 * customer has moved on to another cart since.
 */
export function attemptFactsOf(
  order: GroupMember & { status: OrderStatus },
  { members, latestOrderId, refunded }: AttemptContext,
): AttemptFacts {
  const paid = order.paidAt !== null;
  const others = members.filter(
    (member) => member.checkoutGroupId === order.checkoutGroupId && member.id !== order.id,
  );
  let paymentOutcome: AttemptFacts['paymentOutcome'] = 'not charged';
  if (paid) paymentOutcome = 'paid';
  else if (order.status === 'payment processing') paymentOutcome = 'awaiting payment';
  else if (refunded) paymentOutcome = 'paid after close';
  return {
    paymentOutcome,
    canPayAgain: !paid && order.status === 'payment failed' && latestOrderId === order.id,
    paidOrderId: paid ? null : (others.find((member) => member.paidAt !== null)?.id ?? null),
    unpaidAttempts: paid ? others.filter((member) => member.paidAt === null).length : 0,
  };
}
