import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GatewayRefund, PaymentGateway } from '../payments/payment-gateway.ts';
import { describeGatewayFailure } from '../payments/gateway-failure.ts';
import type { DueRefund, RefundsRepository } from './refunds.repository.ts';
import { backoffFrom } from '../../lib/retry-schedule.ts';

/** How many refunds one run sends (the next run takes the rest). */
const batchSize = 20;
/** A claimed refund not answered by then (the sweeper died mid-call) is due again. */
const claimLeaseMs = 2 * 60_000;
/** Retries and polls back off from this… */
export const refundRetryBaseMs = 30_000;
/** …up to this far apart: a refund is retried until the gateway confirms it, however long that takes. */
const refundRetryMaxMs = 60 * 60_000;

/**
 * Sends due refunds to the gateway (issue 16: refunded in full exactly once, retried until the gateway
 * confirms). The refund row's idempotency key is the merchant refund id, so the gateway refunds once
 * however often it is asked; after the first attempt the sweep asks for the refund under that id
 * before sending anything again, and keeps polling a refund the gateway calls pending.
 */
export function createRefundSweep({
  clock,
  gateway,
  refunds,
  log,
}: {
  clock: Clock;
  gateway: PaymentGateway;
  refunds: Pick<RefundsRepository, 'claimDue' | 'recordAttempt'>;
  log: FastifyBaseLogger;
}): Sweep {
  async function attempt(refund: DueRefund): Promise<GatewayRefund> {
    const send = () =>
      gateway.refund(refund.payment, refund.amountPaise, refund.reason, refund.idempotencyKey);
    if (refund.attempts === 1) return send();
    return (await gateway.fetchRefundStatus(refund.idempotencyKey)) ?? send();
  }

  async function process(refund: DueRefund): Promise<boolean> {
    const now = clock.now();
    const retryAt = backoffFrom(now, refund.attempts, refundRetryBaseMs, refundRetryMaxMs);
    let answer: GatewayRefund;
    try {
      answer = await attempt(refund);
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'refund attempt failed; will retry');
      await refunds.recordAttempt(refund.id, refund.attempts, {
        state: 'pending',
        lastError: describeGatewayFailure(error),
        nextAttemptAt: retryAt,
        now,
      });
      return false;
    }
    if (answer.state === 'failed')
      log.error(
        { refundId: refund.id, orderId: refund.orderId, reason: answer.failureReason },
        'the gateway failed a refund: it needs a person',
      );
    return refunds
      .recordAttempt(refund.id, refund.attempts, {
        state: answer.state === 'completed' ? 'succeeded' : answer.state,
        gatewayRef: answer.gatewayRefundRef,
        lastError: answer.state === 'failed' ? (answer.failureReason ?? 'failed at the gateway') : null,
        // The gateway has it but has not finished: poll it.
        nextAttemptAt: answer.state === 'pending' ? retryAt : null,
        now,
      })
      .then((kept) => kept && answer.state !== 'pending');
  }

  return {
    name: 'refunds',
    async run() {
      const due = await refunds.claimDue(gateway.name, clock.now(), batchSize, claimLeaseMs);
      let finished = 0;
      for (const refund of due) if (await process(refund)) finished += 1;
      return finished;
    },
  };
}
