import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { WebhookRejectedError } from '../payment-gateway.ts';
import type {
  GatewayRefund,
  PaymentGateway,
  VerifiedWebhookEvent,
  WebhookHeaders,
} from '../payment-gateway.ts';
import type { SandboxPayment, SandboxRefund, SandboxRepository } from './sandbox.repository.ts';
import { sandboxSignatureHeader, signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

/**
 * How long the sandbox keeps a payment payable: 15 minutes, within PhonePe's range (5–60 minutes,
 * 20 by default), so the reconciliation sweep's expiry is exercised on a realistic window.
 */
export const sandboxPaymentLifetimeMs = 15 * 60_000;

/** The webhook body the sandbox sends, like a real gateway's event. */
const sandboxEventSchema = z.strictObject({
  eventId: z.string().min(1),
  gatewayRef: z.string().min(1),
  merchantOrderId: z.string().min(1),
  state: z.enum(['completed', 'failed']),
  amountPaise: z.number().int().nonnegative(),
});
type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** Sends a signed webhook to our own webhook route, as the gateway's servers would. */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** A payment as its hosted page shows it: past its lifetime a pending payment is expired. */
export type SandboxPaymentView = SandboxPayment & { refunds: SandboxRefund[] };

export type SandboxGateway = PaymentGateway & {
  /** The hosted page's view of a payment; unknown refs are a 404. */
  payment(ref: string): Promise<SandboxPaymentView>;
  /**
   * The payer chose Pay, Fail or Cancel on the hosted page. Answers where the browser goes next, or
   * undefined when the payment was closed (expired, or given up by the merchant) and took nothing.
   */
  settle(ref: string, outcome: 'pay' | 'fail' | 'cancel', method: string | null): Promise<string | undefined>;
};

function toGatewayRefund(refund: SandboxRefund): GatewayRefund {
  return {
    refundId: refund.merchantRefundId,
    gatewayRefundRef: refund.merchantRefundId,
    state: refund.state,
    amountPaise: refund.amountPaise,
    ...(refund.state === 'failed' ? { failureReason: 'nothing left to refund on this payment' } : {}),
  };
}

export function createSandboxGateway({
  repository,
  clock,
  publicUrl,
  webhookSecret,
  sendWebhook,
}: {
  repository: SandboxRepository;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
  sendWebhook: WebhookSender;
}): SandboxGateway {
  const openSince = () => new Date(clock.now().getTime() - sandboxPaymentLifetimeMs);

  async function found(ref: string): Promise<SandboxPayment> {
    const row = await repository.find(ref);
    if (!row) throw new NotFoundError('Payment not found.');
    return row.state === 'pending' && row.createdAt <= openSince() ? { ...row, state: 'expired' } : row;
  }

  return {
    name: 'sandbox',
    paymentLifetimeMs: sandboxPaymentLifetimeMs,

    async createPayment({ orderId, amountPaise, returnUrl, cancelUrl }) {
      const ref = `SBX${randomBytes(9).toString('base64url')}`;
      await repository.insert({
        ref,
        merchantOrderId: orderId,
        amountPaise,
        returnUrl,
        cancelUrl,
        state: 'pending',
        createdAt: clock.now(),
      });
      return { gatewayRef: ref, redirectUrl: `${publicUrl}/pay/sandbox/${ref}` };
    },

    async fetchStatus(gatewayRef) {
      const row = await found(gatewayRef);
      // An expired payment can no longer be paid: to the merchant it failed.
      const state = row.state === 'expired' ? 'failed' : row.state;
      return { gatewayRef, state, amountPaise: row.amountPaise };
    },

    async closePayment(gatewayRef) {
      const row = await repository.expire(gatewayRef, clock.now());
      if (!row) throw new NotFoundError('Payment not found.');
      return row.state !== 'completed';
    },

    async refund(payment, amountPaise, reason, refundId) {
      const refund = await repository.refundOnce({
        merchantRefundId: refundId,
        paymentRef: payment.gatewayRef,
        amountPaise,
        reason,
        createdAt: clock.now(),
      });
      return toGatewayRefund(refund);
    },

    async fetchRefundStatus(refundId) {
      const refund = await repository.findRefund(refundId);
      return refund ? toGatewayRefund(refund) : undefined;
    },

    async verifyWebhook(rawBody: string, headers: WebhookHeaders): Promise<VerifiedWebhookEvent> {
      verifyWebhookSignature(webhookSecret, rawBody, headers[sandboxSignatureHeader], clock.now());
      let event: SandboxEvent;
      try {
        event = sandboxEventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejectedError('Malformed event.', 'malformed');
      }
      return {
        eventId: event.eventId,
        gatewayRef: event.gatewayRef,
        state: event.state,
        amountPaise: event.amountPaise,
      };
    },

    async payment(ref) {
      const row = await found(ref);
      return { ...row, refunds: row.state === 'completed' ? await repository.refundsOf(ref) : [] };
    },

    async settle(ref, outcome, method) {
      const before = await found(ref);
      if (before.state === 'expired') return undefined;
      // Cancel is a failed payment to the merchant: nothing was paid.
      const settled = await repository.settle(
        ref,
        outcome === 'pay' ? 'completed' : 'failed',
        method,
        clock.now(),
        openSince(),
      );
      // Still pending: its lifetime ended meanwhile. Expired: the merchant closed it meanwhile.
      if (!settled || settled.state === 'pending' || settled.state === 'expired') return undefined;
      if (before.state === 'pending') {
        const event: SandboxEvent = {
          eventId: `EVT${randomBytes(9).toString('base64url')}`,
          gatewayRef: ref,
          merchantOrderId: settled.merchantOrderId,
          state: settled.state,
          amountPaise: settled.amountPaise,
        };
        const rawBody = JSON.stringify(event);
        await sendWebhook(rawBody, {
          'content-type': 'application/json',
          [sandboxSignatureHeader]: signWebhook(webhookSecret, rawBody, clock.now()),
        });
      }
      return before.returnUrl;
    },
  };
}
