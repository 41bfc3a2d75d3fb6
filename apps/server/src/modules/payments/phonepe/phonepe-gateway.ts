/**
 * The `phonepe` PaymentGateway: PhonePe PG Standard Checkout v2, written to PhonePe's published contract
 * (developer.phonepe.com, Standard Checkout "API reference" pages and the Node SDK README, read in 2026):
 * - Token: `POST {auth host}/v1/oauth/token`, form-urlencoded client_id, client_version, client_secret,
 *   grant_type=client_credentials → { access_token, expires_at (epoch seconds), token_type "O-Bearer" }.
 * - Create payment: `POST {pg host}/checkout/v2/pay` with `Authorization: O-Bearer <access_token>` and
 *   { merchantOrderId (≤ 63 of A–Z a–z 0–9 _ -), amount (paise, ≥ 100), paymentFlow: { type:
 *   "PG_CHECKOUT", merchantUrls: { redirectUrl } } } → { orderId, state, expireAt, redirectUrl }.
 *   We send `expireAfter` (300–3600 s; PhonePe's default is 1200): after it the order is FAILED.
 * - Status: `GET {pg host}/checkout/v2/order/{merchantOrderId}/status` → { orderId, state
 *   (PENDING | COMPLETED | FAILED), amount, … }.
 * - Refund: `POST {pg host}/payments/v2/refund` with { merchantRefundId (≤ 63 characters, unique),
 *   originalMerchantOrderId, amount (paise, ≥ 100, ≤ what is left of the order) } → { refundId, amount,
 *   state: PENDING }.
 * - Refund status: `GET {pg host}/payments/v2/refund/{merchantRefundId}/status` → { refundId, amount,
 *   state (PENDING | CONFIRMED | COMPLETED | FAILED), errorCode?, … }.
 * - There is no call that cancels or expires a checkout order early: a superseded order stays payable
 *   until `expireAfter`, and a payment that lands on it is refunded (ADR 018).
 * - Webhooks: see phonepe-webhook.ts.
 * Hosts: sandbox (UAT) serves both from https://api-preprod.phonepe.com/apis/pg-sandbox; production
 * splits them into …/apis/identity-manager (token) and …/apis/pg (checkout).
 */
import { z } from 'zod';
import { systemClock } from '../../../lib/clock.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PhonePeConfig } from '../../../config.ts';
import type { CreatePaymentInput, GatewayRefund, PaymentGateway } from '../payment-gateway.ts';
import { PhonePeApiError, parsePhonePeAnswer, requestPhonePe } from './phonepe-http.ts';
import type { PhonePeOperation } from './phonepe-http.ts';
import {
  gatewayRefundStateOf,
  gatewayStateOf,
  phonePeOrderStates,
  phonePeRefundStates,
} from './phonepe-states.ts';
import { createPhonePeTokenProvider } from './phonepe-token.ts';
import { verifyPhonePeWebhook } from './phonepe-webhook.ts';

export const phonePeHosts = {
  sandbox: {
    authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    authUrl: 'https://api.phonepe.com/apis/identity-manager',
    baseUrl: 'https://api.phonepe.com/apis/pg',
  },
} as const;

export type PhonePeGatewayOptions = PhonePeConfig & {
  clock?: Clock;
  /** Per request to PhonePe, including reading the answer. */
  requestTimeoutMs?: number;
};

/** PhonePe's published constraint on merchantOrderId; our order ids are used as-is. */
const merchantOrderIdPattern = /^[A-Za-z0-9_-]{1,63}$/;
/** How long a checkout order stays payable: PhonePe's own default, sent explicitly so we know it. */
export const phonePeOrderLifetimeSeconds = 1200;

const createAnswerSchema = z.object({
  orderId: z.string().min(1),
  // The browser is sent there, so only web addresses (http for local fakes and PhonePe's https).
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

const statusAnswerSchema = z.object({
  state: z.enum(phonePeOrderStates),
  amount: z.number().int().nonnegative(),
});

const refundAnswerSchema = z.object({
  refundId: z.string().min(1),
  state: z.enum(phonePeRefundStates),
  amount: z.number().int().nonnegative(),
  errorCode: z.string().optional(),
});

function toGatewayRefund(refundId: string, answer: z.infer<typeof refundAnswerSchema>): GatewayRefund {
  const state = gatewayRefundStateOf(answer.state);
  return {
    refundId,
    gatewayRefundRef: answer.refundId,
    state,
    amountPaise: answer.amount,
    ...(state === 'failed' ? { failureReason: answer.errorCode || 'PhonePe failed the refund' } : {}),
  };
}

export function createPhonePeGateway(options: PhonePeGatewayOptions): PaymentGateway {
  const hosts = phonePeHosts[options.env];
  const baseUrl = options.baseUrl ?? hosts.baseUrl;
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const tokens = createPhonePeTokenProvider({
    authUrl: options.authUrl ?? hosts.authUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    clientVersion: options.clientVersion,
    clock: options.clock ?? systemClock,
    timeoutMs,
  });
  const webhookCredentials = { username: options.webhookUsername, password: options.webhookPassword };

  /**
   * A checkout API call with our token. A 401 means PhonePe refused the token before we expected (it
   * did nothing with the request), so the token is dropped and the call is made once more with a new one.
   */
  async function callWithToken(
    operation: PhonePeOperation,
    request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  ): Promise<unknown> {
    const send = async (accessToken: string) =>
      requestPhonePe({
        operation,
        method: request.method,
        url: `${baseUrl}${request.path}`,
        headers: { 'content-type': 'application/json', authorization: `O-Bearer ${accessToken}` },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        timeoutMs,
      });
    const accessToken = await tokens.accessToken();
    try {
      return await send(accessToken);
    } catch (error) {
      if (!(error instanceof PhonePeApiError && error.diagnostics.httpStatus === 401)) throw error;
      tokens.discard(accessToken);
      return send(await tokens.accessToken());
    }
  }

  async function fetchRefundStatus(refundId: string): Promise<GatewayRefund | undefined> {
    let answer: unknown;
    try {
      answer = await callWithToken('refund-status', {
        method: 'GET',
        path: `/payments/v2/refund/${encodeURIComponent(refundId)}/status`,
      });
    } catch (error) {
      // PhonePe never received a refund with this id.
      if (error instanceof PhonePeApiError && error.diagnostics.httpStatus === 404) return undefined;
      throw error;
    }
    return toGatewayRefund(refundId, parsePhonePeAnswer(refundAnswerSchema, answer, 'refund-status'));
  }

  return {
    name: 'phonepe',
    paymentLifetimeMs: phonePeOrderLifetimeSeconds * 1000,

    async createPayment(input: CreatePaymentInput) {
      if (!merchantOrderIdPattern.test(input.orderId)) {
        throw new Error('PhonePe needs order ids of 1–63 letters, digits, "_" or "-".');
      }
      const answer = await callWithToken('create-payment', {
        method: 'POST',
        path: '/checkout/v2/pay',
        body: {
          merchantOrderId: input.orderId,
          amount: input.amountPaise,
          expireAfter: phonePeOrderLifetimeSeconds,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: input.returnUrl } },
        },
      });
      const created = parsePhonePeAnswer(createAnswerSchema, answer, 'create-payment');
      // The status API is keyed by our merchant order id, so that is the reference we keep.
      return { redirectUrl: created.redirectUrl, gatewayRef: input.orderId };
    },

    async fetchStatus(gatewayRef: string) {
      const answer = await callWithToken('order-status', {
        method: 'GET',
        path: `/checkout/v2/order/${encodeURIComponent(gatewayRef)}/status`,
      });
      const status = parsePhonePeAnswer(statusAnswerSchema, answer, 'order-status');
      return { gatewayRef, state: gatewayStateOf(status.state), amountPaise: status.amount };
    },

    /** Standard Checkout has no such call: the order stays payable until it expires. */
    async closePayment() {
      return false;
    },

    /**
     * PhonePe refuses a merchantRefundId it has seen. When a refund is refused (a 4xx other than an
     * expired token), we ask for the refund under that id: if PhonePe has it, this was a repeat of a
     * refund whose answer we lost, and its state is the answer.
     */
    async refund(payment, amountPaise, _reason, refundId) {
      let answer: unknown;
      try {
        answer = await callWithToken('refund', {
          method: 'POST',
          path: '/payments/v2/refund',
          body: {
            merchantRefundId: refundId,
            originalMerchantOrderId: payment.gatewayRef,
            amount: amountPaise,
          },
        });
      } catch (error) {
        const status = error instanceof PhonePeApiError ? error.diagnostics.httpStatus : undefined;
        if (status === undefined || status < 400 || status > 499) throw error;
        const earlier = await fetchRefundStatus(refundId);
        if (!earlier) throw error;
        return earlier;
      }
      return toGatewayRefund(refundId, parsePhonePeAnswer(refundAnswerSchema, answer, 'refund'));
    },

    fetchRefundStatus,

    /**
     * PhonePe's webhook authorization proves who sent it but does not cover the body, so the state and
     * amount we act on come from PhonePe's status API, not from the body. The event id is made from
     * that verified state too: a webhook that arrives before the status API agrees with it must not
     * use up the id of the genuine event that follows (and of its redeliveries).
     */
    async verifyWebhook(rawBody, headers) {
      const event = verifyPhonePeWebhook(rawBody, headers, webhookCredentials);
      const confirmed = await this.fetchStatus(event.gatewayRef);
      return {
        eventId: `phonepe:${event.phonePeOrderId}:${confirmed.state}:${String(confirmed.amountPaise)}`,
        gatewayRef: event.gatewayRef,
        state: confirmed.state,
        amountPaise: confirmed.amountPaise,
      };
    },
  };
}
