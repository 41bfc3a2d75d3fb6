import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { removeOrderedQuantities } from '../cart/cart.repository.ts';
import type { GatewayPaymentState } from '../payments/payment-gateway.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { createOrderPaymentsRepository } from './order-payments.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';

export type GatewayUpdate = {
  gateway: string;
  gatewayRef: string;
  state: GatewayPaymentState;
  amountPaise: number;
  /** Unique per gateway event; status checks use a synthetic one per (payment, state). */
  eventId: string;
  source: 'webhook' | 'status-check';
};

export type UpdateOutcome =
  | 'unknown-payment'
  | 'duplicate'
  | 'no-change'
  | 'already-settled'
  | 'paid-after-superseded'
  | 'amount-mismatch'
  | 'paid'
  | 'failed';

/**
 * Moves payments and orders on verified gateway state only (ARCHITECTURE.md "Payments"): each event
 * once, forward only, and 'paid' only when the amount matches the order.
 */
export function createOrderPaymentsService({
  db,
  clock,
  log,
  lifecycle,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  lifecycle: Pick<OrderLifecycle, 'transitionIn'>;
}) {
  return {
    async applyGatewayUpdate(update: GatewayUpdate): Promise<UpdateOutcome> {
      return db.transaction(async (tx) => {
        const paymentsRepo = createOrderPaymentsRepository(tx);
        const ordersRepo = createOrdersRepository(tx);
        const now = clock.now();
        const payment = await paymentsRepo.lockPayment(update.gateway, update.gatewayRef);
        if (!payment) {
          log.warn(
            { gateway: update.gateway, gatewayRef: update.gatewayRef },
            'payment update for an unknown payment',
          );
          return 'unknown-payment';
        }
        const fresh = await paymentsRepo.recordEvent({
          paymentId: payment.id,
          gateway: update.gateway,
          eventId: update.eventId,
          state: update.state,
          amountPaise: update.amountPaise,
          source: update.source,
          outcome: 'received',
          receivedAt: now,
        });
        if (!fresh) return 'duplicate';

        /** Settles the pending payment and moves its order on from 'payment processing' (forward only). */
        const settle = async (
          paymentState: 'completed' | 'failed',
          orderStatus: 'confirmed' | 'payment failed',
          reason: string,
        ) => {
          await paymentsRepo.setPaymentState(payment.id, paymentState, now);
          const order = await ordersRepo.findOrder(payment.orderId);
          if (order?.status !== 'payment processing') return;
          await lifecycle.transitionIn(tx, {
            orderId: payment.orderId,
            to: orderStatus,
            actor: 'payment',
            reason,
          });
        };

        let outcome: UpdateOutcome;
        if (update.state === 'pending') outcome = 'no-change';
        else if (payment.state !== 'pending') {
          outcome =
            update.state === 'completed' && payment.state === 'superseded'
              ? 'paid-after-superseded'
              : 'already-settled';
          if (outcome === 'paid-after-superseded')
            log.error(
              { orderId: payment.orderId, paymentId: payment.id },
              'payment completed for a superseded checkout: refund needed',
            );
        } else if (update.state === 'completed' && update.amountPaise !== payment.amountPaise) {
          outcome = 'amount-mismatch';
          log.error(
            { orderId: payment.orderId, expectedPaise: payment.amountPaise, paidPaise: update.amountPaise },
            'payment amount does not match the order: not treated as paid',
          );
          await settle('failed', 'payment failed', 'amount mismatch');
        } else if (update.state === 'completed') {
          outcome = 'paid';
          await settle('completed', 'confirmed', 'payment verified');
          const order = await ordersRepo.findOrder(payment.orderId);
          if (order?.userId) {
            const ordered = (await ordersRepo.itemsOf([order.id])).flatMap(({ menuItemId, quantity }) =>
              menuItemId === null ? [] : [{ menuItemId, quantity }],
            );
            await removeOrderedQuantities(tx, order.userId, ordered);
          }
        } else {
          outcome = 'failed';
          await settle('failed', 'payment failed', 'payment failed at the gateway');
        }
        await paymentsRepo.setEventOutcome(update.gateway, update.eventId, outcome);
        return outcome;
      });
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
