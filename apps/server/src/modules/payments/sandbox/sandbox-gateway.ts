import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { WebhookRejectedError } from '../payment-gateway.ts';
import type { PaymentGateway, VerifiedWebhookEvent, WebhookHeaders } from '../payment-gateway.ts';
import type { SandboxPayment, SandboxRepository } from './sandbox.repository.ts';
import { sandboxSignatureHeader, signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

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

export type SandboxGateway = PaymentGateway & {
  /** The hosted page's view of a payment; unknown refs are a 404. */
  payment(ref: string): Promise<SandboxPayment>;
  /** The payer chose Pay, Fail or Cancel on the hosted page. Answers where the browser goes next. */
  settle(ref: string, outcome: 'pay' | 'fail' | 'cancel', method: string | null): Promise<string>;
};

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
  async function payment(ref: string): Promise<SandboxPayment> {
    const found = await repository.find(ref);
    if (!found) throw new NotFoundError('Payment not found.');
    return found;
  }

  return {
    name: 'sandbox',

    async createPayment({ orderId, amountPaise, returnUrl }) {
      const ref = `SBX${randomBytes(9).toString('base64url')}`;
      await repository.insert({
        ref,
        merchantOrderId: orderId,
        amountPaise,
        returnUrl,
        state: 'pending',
        createdAt: clock.now(),
      });
      return { gatewayRef: ref, redirectUrl: `${publicUrl}/pay/sandbox/${ref}` };
    },

    async fetchStatus(gatewayRef) {
      const found = await payment(gatewayRef);
      // An expired payment can no longer be paid: to the merchant it failed.
      const state = found.state === 'expired' ? 'failed' : found.state;
      return { gatewayRef, state, amountPaise: found.amountPaise };
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

    payment,

    async settle(ref, outcome, method) {
      const before = await payment(ref);
      // Cancel is a failed payment to the merchant: nothing was paid.
      const settled = await repository.settle(
        ref,
        outcome === 'pay' ? 'completed' : 'failed',
        method,
        clock.now(),
      );
      if (
        settled &&
        before.state === 'pending' &&
        settled.state !== 'pending' &&
        settled.state !== 'expired'
      ) {
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
