import type { OrderDetails } from '@railbite/contract/orders';
import { paidInsteadText, unpaidText } from '../utils/payment-outcome-text';
import { PayAgainActions } from './pay-again-actions';
import { RefundStatus } from './refund-status';

/**
 * An order its payment never placed (ADR 022): plainly that it was not paid and whether anything was
 * charged, which order the cart was paid as, and the way on (pay again, the order paid instead, or the cart).
 * No delivery estimate: nothing is on its way.
 */
export function UnpaidOrder({ order }: { order: OrderDetails }) {
  const paidInstead = paidInsteadText(order);
  return (
    <div className="w-full space-y-3">
      <p className="font-semibold text-stone-900">{unpaidText(order)}</p>
      {paidInstead && <p className="text-stone-700">{paidInstead}</p>}
      <RefundStatus refunds={order.refunds} />
      <PayAgainActions order={order} />
    </div>
  );
}
