import type { OrderDetails, OrderStatus } from '@railbite/contract/orders';
import { ConflictError } from '../../lib/errors.ts';
import { orderLifecycleErrorCodes } from './order-lifecycle.service.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import type { OrdersService } from './orders.service.ts';

/** Why the customer can no longer cancel, in their terms rather than the state machine's. */
function explainRefusal(error: unknown): unknown {
  if (!(error instanceof ConflictError) || error.code !== orderLifecycleErrorCodes.statusChanged)
    return error;
  const { status } = (error.details ?? {}) as { status?: OrderStatus };
  const message =
    status === 'payment processing'
      ? 'This order is still waiting for its payment, so it cannot be cancelled yet.'
      : status === 'preparing' || status === 'out for delivery' || status === 'delivered'
        ? 'The restaurant has already accepted this order, so it can no longer be cancelled.'
        : `This order is already ${status ?? 'closed'}, so it cannot be cancelled.`;
  return new ConflictError(message, error.code, error.details);
}

/**
 * The customer cancels their own order before the restaurant accepts it; a paid order is refunded in
 * full (the lifecycle makes the refund due). Another customer's order answers 404.
 */
export function createCustomerCancellation({
  lifecycle,
  orders,
}: {
  lifecycle: Pick<OrderLifecycle, 'transition'>;
  orders: Pick<OrdersService, 'detailsById'>;
}) {
  return {
    async cancel(userId: number, orderId: string): Promise<OrderDetails> {
      try {
        await lifecycle.transition({
          orderId,
          to: 'cancelled',
          actor: 'customer',
          actorUserId: userId,
          reason: 'customer_cancelled',
          fields: { statusReason: 'customer_cancelled' },
          visibleTo: (order) => order.userId === userId,
        });
      } catch (error) {
        throw explainRefusal(error);
      }
      // Cancelled: no code is shown any more, but it is the customer's own read.
      return orders.detailsById(orderId, 'customer');
    },
  };
}

export type CustomerCancellation = ReturnType<typeof createCustomerCancellation>;
