import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import type { OrderPaymentsRepository, PaymentRow } from './order-payments.repository.ts';
import { paymentEndings, statusUpdate } from './order-payments.service.ts';
import type { OrderPaymentsService } from './order-payments.service.ts';
import { backoffFrom } from '../../lib/retry-schedule.ts';

/** How many payments one run checks (the next run takes the rest). */
const batchSize = 50;
/** A claimed check not finished by then (the sweeper died) is due again. */
const claimLeaseMs = 2 * 60_000;
/** Checks back off from the first delay up to this far apart. */
const maxCheckIntervalMs = 10 * 60_000;
/** Past the gateway's own expiry, for clocks that disagree and payments mid-flight at the bank. */
const expiryGraceMs = 2 * 60_000;
/** A payment the gateway still calls pending a day after it started is left to a person. */
const watchLimitMs = 24 * 60 * 60_000;

/**
 * Reconciles payments whose webhook may never come (issue 16: a server killed between payment and
 * webhook): each payment with a due `next_check_at` is asked about through the gateway's status API,
 * with backoff, until the gateway reports it final; a payment still pending after the gateway's
 * expiry is ended unpaid (its order `payment failed`). Superseded and expired payments stay watched
 * while the gateway could still take money on them, so a late payment is found and refunded.
 */
export function createPaymentReconciliationSweep({
  clock,
  gateway,
  payments,
  orderPayments,
  checkDelayMs,
  log,
}: {
  clock: Clock;
  gateway: PaymentGateway;
  payments: Pick<OrderPaymentsRepository, 'claimDueChecks' | 'scheduleCheck'>;
  orderPayments: Pick<OrderPaymentsService, 'applyGatewayUpdate' | 'endUnpaid'>;
  /** The first check comes this long after the payment starts; later ones back off from it. */
  checkDelayMs: number;
  log: FastifyBaseLogger;
}): Sweep {
  const nextCheck = (payment: PaymentRow) =>
    backoffFrom(clock.now(), payment.checkAttempts, checkDelayMs, maxCheckIntervalMs);

  /** True when the payment reached a final state (at the gateway, or ended by us). */
  async function reconcile(payment: PaymentRow): Promise<boolean> {
    const age = clock.now().getTime() - payment.createdAt.getTime();
    if (payment.gatewayRef === null) {
      // Its checkout died between deciding on the order and hearing back from the gateway: nobody
      // ever saw a payment page, so nothing can have been paid.
      if (payment.state === 'pending')
        return orderPayments.endUnpaid(payment.id, paymentEndings.notStarted, null);
      await payments.scheduleCheck(payment.id, null);
      return false;
    }
    const status = await gateway.fetchStatus(payment.gatewayRef);
    if (status.state !== 'pending') {
      await orderPayments.applyGatewayUpdate(statusUpdate(gateway.name, status, 'reconciliation'));
      return true;
    }
    if (payment.state === 'pending' && age >= gateway.paymentLifetimeMs + expiryGraceMs) {
      const closed = await gateway.closePayment(payment.gatewayRef).catch(() => false);
      return orderPayments.endUnpaid(payment.id, paymentEndings.expired, closed ? null : nextCheck(payment));
    }
    if (age >= watchLimitMs) {
      log.error(
        { paymentId: payment.id, orderId: payment.orderId },
        'the gateway still calls this payment pending a day on: no longer checked, look into it',
      );
      await payments.scheduleCheck(payment.id, null);
      return false;
    }
    await payments.scheduleCheck(payment.id, nextCheck(payment));
    return false;
  }

  return {
    name: 'payment-reconciliation',
    async run() {
      const due = await payments.claimDueChecks(gateway.name, clock.now(), batchSize, claimLeaseMs);
      let settled = 0;
      for (const payment of due) {
        try {
          if (await reconcile(payment)) settled += 1;
        } catch (error) {
          // The gateway did not answer: ask again later (the claim's lease is the fallback).
          log.warn({ err: error, paymentId: payment.id }, 'payment check failed; will retry');
          await payments.scheduleCheck(payment.id, nextCheck(payment)).catch(() => undefined);
        }
      }
      return settled;
    },
  };
}
