import type { OrderHistoryEntry } from '@railbite/contract/orders';

type Outcome = Pick<OrderHistoryEntry, 'paymentOutcome' | 'paidOrderId'>;

/**
 * What an order that was not placed says about the money, plainly (ADR 022; the server decides the
 * outcome from the gateway's verified state). Null for a paid order.
 */
export function unpaidText(order: Pick<Outcome, 'paymentOutcome'>): string | null {
  switch (order.paymentOutcome) {
    case 'paid':
      return null;
    case 'awaiting payment':
      return 'Not paid yet: the payment gateway has not confirmed this payment.';
    case 'not charged':
      return 'Not paid, and nothing was charged.';
    case 'paid after close':
      return 'Not placed: the money paid after this checkout had closed goes back to you.';
  }
}

/** An attempt whose cart was then paid as another order says which. */
export function paidInsteadText(order: Outcome): string | null {
  return order.paymentOutcome !== 'paid' && order.paidOrderId
    ? `Your cart was paid as order ${order.paidOrderId}.`
    : null;
}

/** A history card's short line for an attempt that was not paid. */
export function unpaidShortText(order: Pick<Outcome, 'paymentOutcome'>): string | null {
  switch (order.paymentOutcome) {
    case 'paid':
      return null;
    case 'awaiting payment':
      return 'Not paid yet';
    case 'not charged':
      return 'Not paid · nothing charged';
    case 'paid after close':
      return 'Not placed · refunded';
  }
}
