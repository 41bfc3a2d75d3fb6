import type { OrderDetails, OrderStatus } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { Retiming } from '../journeys/train-run-retiming.ts';
import { orderLifecycleErrorCodes } from './order-lifecycle.service.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import type { OrdersService } from './orders.service.ts';

/** Why the customer can no longer cancel, in their terms rather than the state machine's. */
function explainRefusal(error: unknown): unknown {
  if (!(error instanceof ConflictError) || error.code !== orderLifecycleErrorCodes.statusChanged)
    return error;
  const { status, trainOnTime } = (error.details ?? {}) as { status?: OrderStatus; trainOnTime?: boolean };
  const message =
    status === 'payment processing'
      ? 'This order is still waiting for its payment, so it cannot be cancelled yet.'
      : trainOnTime
        ? 'The restaurant has already accepted this order. A train order can be cancelled after that ' +
          'only while the train runs more than 60 minutes late.'
        : status === 'preparing' || status === 'out for delivery' || status === 'delivered'
          ? 'The restaurant has already accepted this order, so it can no longer be cancelled.'
          : `This order is already ${status ?? 'closed'}, so it cannot be cancelled.`;
  return new ConflictError(message, error.code, { status });
}

/**
 * The customer cancels their own order before the restaurant accepts it, or a train order the kitchen
 * is preparing when the train runs more than 60 minutes late (ADR 031); a paid order is refunded in
 * full (the lifecycle makes the refund due). Another customer's order answers 404.
 */
export function createCustomerCancellation({
  lifecycle,
  orders,
  trainOrderRetiming,
}: {
  lifecycle: Pick<OrderLifecycle, 'transition'>;
  orders: Pick<OrdersService, 'detailsById'>;
  /** What the train order's run does to it, read in the cancellation's transaction (journeys module). */
  trainOrderRetiming: (tx: Db, orderId: string) => Promise<Pick<Retiming, 'customerMayCancel'> | undefined>;
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
          async permits(tx, order) {
            // Accepted: only a train order whose train is now more than an hour late.
            if (order.status !== 'preparing') return;
            const retiming = await trainOrderRetiming(tx, order.id);
            if (retiming?.customerMayCancel) return;
            throw new ConflictError('', orderLifecycleErrorCodes.statusChanged, {
              status: order.status,
              trainOnTime: retiming !== undefined,
            });
          },
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
