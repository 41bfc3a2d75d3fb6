import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { removeOrderedQuantities } from '../cart/cart.repository.ts';
import type { GatewayPaymentState, GatewayPaymentStatus } from '../payments/payment-gateway.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { createOrderPaymentsRepository } from './order-payments.repository.ts';
import type { PaymentRow } from './order-payments.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createRefundsRepository } from './refunds.repository.ts';

export type GatewayUpdate = {
  gateway: string;
  gatewayRef: string;
  state: GatewayPaymentState;
  amountPaise: number;
  /** Unique per gateway event; status checks use a synthetic one per (payment, state, amount). */
  eventId: string;
  source: 'webhook' | 'status-check' | 'reconciliation';
};

export type UpdateOutcome =
  | 'unknown-payment'
  | 'duplicate'
  | 'no-change'
  | 'already-settled'
  | 'paid-after-close'
  | 'amount-mismatch'
  | 'paid'
  | 'failed';

/** The update a status API answer amounts to; the same answer twice is one event. */
export function statusUpdate(
  gateway: string,
  status: GatewayPaymentStatus,
  source: 'status-check' | 'reconciliation',
): GatewayUpdate {
  const { gatewayRef, state, amountPaise } = status;
  return {
    gateway,
    gatewayRef,
    state,
    amountPaise,
    eventId: `status:${gatewayRef}:${state}:${String(amountPaise)}`,
    source,
  };
}

/** The reason codes of payment endings the system decides (order_events.reason). */
export const paymentEndings = {
  /** The gateway could not start the payment; the customer got a 502. */
  unavailable: 'payment_unavailable',
  /** The checkout died between deciding on the order and hearing back from the gateway. */
  notStarted: 'payment_not_started',
  /** The gateway's payment window closed unpaid. */
  expired: 'payment_expired',
} as const;

/**
 * Moves payments and orders on verified gateway state only (ARCHITECTURE.md "Payments", ADR 018):
 * each event once, forward only, 'paid' only when the amount matches and the order still takes
 * payment; money that arrives for an order that no longer does goes back.
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
  /** A completed payment: confirms the order, or — when it can no longer be paid — refunds it. */
  async function applyCompleted(tx: Db, payment: PaymentRow, update: GatewayUpdate): Promise<UpdateOutcome> {
    const paymentsRepo = createOrderPaymentsRepository(tx);
    const ordersRepo = createOrdersRepository(tx);
    const now = clock.now();
    if (payment.state === 'completed') return 'already-settled';
    const order = await ordersRepo.findOrder(payment.orderId);
    if (payment.state !== 'pending' || order?.status !== 'payment processing') {
      // Superseded, expired, failed or cancelled: the customer paid for an order that is gone.
      if (update.amountPaise > 0)
        await createRefundsRepository(tx).enqueueRefund({
          orderId: payment.orderId,
          paymentId: payment.id,
          amountPaise: update.amountPaise,
          reason: 'paid_after_close',
          now,
        });
      log.warn(
        {
          orderId: payment.orderId,
          paymentId: payment.id,
          paymentState: payment.state,
          orderStatus: order?.status,
        },
        'payment completed for an order that no longer takes payment: refund made due',
      );
      return 'paid-after-close';
    }
    if (update.amountPaise !== payment.amountPaise) {
      // Not a payment of this order, and not a reason to fail it: a person looks, and a later verified
      // payment of the right amount still confirms it.
      await paymentsRepo.flagForReview(
        payment.id,
        `amount mismatch: the gateway reported ${String(update.amountPaise)} paise for ${String(payment.amountPaise)}`,
        now,
      );
      log.error(
        { orderId: payment.orderId, expectedPaise: payment.amountPaise, paidPaise: update.amountPaise },
        'payment amount does not match the order: flagged for review, not treated as paid',
      );
      return 'amount-mismatch';
    }
    await paymentsRepo.setPaymentState(payment.id, 'completed', now);
    await lifecycle.transitionIn(tx, {
      orderId: payment.orderId,
      to: 'confirmed',
      actor: 'payment',
      reason: 'payment verified',
    });
    if (order.userId) {
      const ordered = (await ordersRepo.itemsOf([order.id])).flatMap(({ menuItemId, quantity }) =>
        menuItemId === null ? [] : [{ menuItemId, quantity }],
      );
      await removeOrderedQuantities(tx, order.userId, ordered);
    }
    return 'paid';
  }

  /** Ends a still-pending payment unpaid, and its order with it when it was waiting for it. */
  async function failPending(tx: Db, payment: PaymentRow, actor: 'payment' | 'system', reason: string) {
    await createOrderPaymentsRepository(tx).setPaymentState(payment.id, 'failed', clock.now());
    const order = await createOrdersRepository(tx).findOrder(payment.orderId);
    if (order?.status === 'payment processing')
      await lifecycle.transitionIn(tx, { orderId: payment.orderId, to: 'payment failed', actor, reason });
  }

  return {
    async applyGatewayUpdate(update: GatewayUpdate): Promise<UpdateOutcome> {
      // Nothing verified has happened yet, so nothing is recorded: the event that reports the real
      // outcome later (or a redelivery of this one) must not find its id taken.
      if (update.state === 'pending') return 'no-change';
      return db.transaction(async (tx) => {
        const paymentsRepo = createOrderPaymentsRepository(tx);
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
          receivedAt: clock.now(),
        });
        if (!fresh) return 'duplicate';
        // The gateway has settled this payment: there is nothing more to ask it.
        await paymentsRepo.scheduleCheck(payment.id, null);
        let outcome: UpdateOutcome;
        if (update.state === 'completed') outcome = await applyCompleted(tx, payment, update);
        else if (payment.state !== 'pending') outcome = 'already-settled';
        else {
          await failPending(tx, payment, 'payment', 'payment failed at the gateway');
          outcome = 'failed';
        }
        await paymentsRepo.setEventOutcome(update.gateway, update.eventId, outcome);
        return outcome;
      });
    },

    /**
     * Ends a payment the system gave up on: its window closed (`expired`), or its checkout never heard
     * back from the gateway (`notStarted`). `keepChecking`: the gateway has not said it is over, so the
     * sweep keeps asking, and money that still arrives is refunded.
     */
    async endUnpaid(
      paymentId: number,
      ending: (typeof paymentEndings)[keyof typeof paymentEndings],
      keepCheckingAt: Date | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const paymentsRepo = createOrderPaymentsRepository(tx);
        const payment = await paymentsRepo.lockPaymentById(paymentId);
        if (payment?.state !== 'pending') return false;
        // A checkout that got its gateway payment after all is no longer "not started".
        if (ending === paymentEndings.notStarted && payment.gatewayRef !== null) return false;
        await failPending(tx, payment, 'system', ending);
        await paymentsRepo.scheduleCheck(payment.id, keepCheckingAt);
        return true;
      });
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
