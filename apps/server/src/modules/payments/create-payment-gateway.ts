import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPhonePeGateway } from './phonepe/phonepe-gateway.ts';
import { createSandboxGateway } from './sandbox/sandbox-gateway.ts';
import type { SandboxGateway, WebhookSender } from './sandbox/sandbox-gateway.ts';
import { createSandboxRepository } from './sandbox/sandbox.repository.ts';

const deliveryAttempts = 3;

/**
 * Delivers the sandbox's webhooks over HTTP to our own webhook route, in the background with retries,
 * as a gateway's servers would (the browser's redirect never waits for it).
 */
export function httpWebhookSender(url: string, log: FastifyBaseLogger): WebhookSender {
  return async (rawBody, headers) => {
    const deliver = async () => {
      for (let attempt = 1; attempt <= deliveryAttempts; attempt += 1) {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers,
            body: rawBody,
            signal: AbortSignal.timeout(5000),
          });
          if (response.ok) return;
          log.warn({ status: response.status, attempt }, 'sandbox webhook not accepted');
        } catch (error) {
          log.warn({ err: error, attempt }, 'sandbox webhook delivery failed');
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
      log.error('sandbox webhook undelivered; the status check will reconcile the payment');
    };
    void deliver();
  };
}

/** The configured gateway; the sandbox also brings its hosted page. */
export function createPaymentGateway({
  config,
  db,
  clock,
  sendWebhook,
}: {
  config: Config;
  db: Db;
  clock: Clock;
  sendWebhook: WebhookSender;
}): { gateway: PaymentGateway; sandbox?: SandboxGateway } {
  if (config.payments.gateway === 'phonepe')
    return { gateway: createPhonePeGateway({ ...config.payments.phonepe, clock }) };
  const sandbox = createSandboxGateway({
    repository: createSandboxRepository(db),
    clock,
    publicUrl: config.publicUrl,
    webhookSecret: config.payments.webhookSecret,
    sendWebhook,
  });
  return { gateway: sandbox, sandbox };
}
