import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookRejectedError } from '../payment-gateway.ts';
import type { WebhookHeaders } from '../payment-gateway.ts';
import { phonePeOrderStates } from './phonepe-states.ts';

/** The order events an operator subscribes to on the PhonePe dashboard (README). */
const orderEvents = ['checkout.order.completed', 'checkout.order.failed'] as const;

/**
 * The parts of PhonePe's webhook body we use. Plain objects, not strict: PhonePe adds fields (and still
 * sends the deprecated `type`) and asks integrators not to deserialise strictly.
 */
const webhookBodySchema = z.object({
  event: z.enum(orderEvents),
  payload: z.object({
    merchantOrderId: z.string().min(1),
    orderId: z.string().min(1),
    state: z.enum(phonePeOrderStates),
    amount: z.number().int().nonnegative(),
  }),
});

export type PhonePeWebhookCredentials = { username: string; password: string };

/** Which order an authentic webhook is about (what state it reached is asked of the status API). */
export type PhonePeWebhookClaim = {
  /** PhonePe's own id for the checkout order. */
  phonePeOrderId: string;
  /** Our merchant order id, the reference our payments keep. */
  gatewayRef: string;
};

/** What PhonePe puts in the `Authorization` header: SHA256("username:password") as hex. */
export function phonePeWebhookAuthorization(credentials: PhonePeWebhookCredentials): string {
  return createHash('sha256').update(`${credentials.username}:${credentials.password}`).digest('hex');
}

/** Compares without leaking, through timing, how much of a guess was right. */
function sameSecret(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function authorizationOf(headers: WebhookHeaders): string | undefined {
  const value = headers.authorization;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * Checks a PhonePe Standard Checkout webhook and says what it claims.
 *
 * The header is a fixed value derived from the dashboard credentials, not a signature of the body, so it
 * proves the sender knows the credentials but does not bind this body: the gateway confirms the claim
 * with the order status API before anything moves, and names the event by what it confirmed (PhonePe v2
 * webhooks carry no event id).
 */
export function verifyPhonePeWebhook(
  rawBody: string,
  headers: WebhookHeaders,
  credentials: PhonePeWebhookCredentials,
): PhonePeWebhookClaim {
  const received = authorizationOf(headers);
  if (received === undefined || !sameSecret(received, phonePeWebhookAuthorization(credentials))) {
    throw new WebhookRejectedError('PhonePe webhook authorization does not match.', 'signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejectedError('PhonePe webhook body is not JSON.', 'malformed');
  }
  const parsed = webhookBodySchema.safeParse(body);
  if (!parsed.success) {
    throw new WebhookRejectedError('PhonePe webhook body is not a checkout order event.', 'malformed');
  }
  const { payload } = parsed.data;
  return { phonePeOrderId: payload.orderId, gatewayRef: payload.merchantOrderId };
}
