/**
 * What the order service needs from a payment provider (ARCHITECTURE.md "Payments"). Implementations:
 * `sandbox` (our own hosted test page, the embedded default) and `phonepe` (Standard Checkout v2).
 * Amounts are integer paise; order fulfilment trusts only verified gateway state, never the browser.
 */

/** The gateway's view of one payment, reduced to what moves an order. */
export type GatewayPaymentState = 'pending' | 'completed' | 'failed';

export type CreatePaymentInput = {
  /** Our order id; gateways call it the merchant order id. Unique per payment attempt. */
  orderId: string;
  amountPaise: number;
  /** Where the gateway sends the payer's browser when they finish (pay, fail or cancel). */
  returnUrl: string;
  customer: { userId: number; mobile: string };
};

export type CreatedPayment = {
  /** The hosted payment page to send the browser to. */
  redirectUrl: string;
  /** The gateway's reference for this payment, used for status checks and to match webhooks. */
  gatewayRef: string;
};

export type GatewayPaymentStatus = {
  gatewayRef: string;
  state: GatewayPaymentState;
  /** What the gateway says was (or is to be) paid; compared with the order amount before fulfilment. */
  amountPaise: number;
};

/** A webhook whose authenticity the gateway implementation has checked. */
export type VerifiedWebhookEvent = {
  /** Stable per event, so a redelivered event is processed once. */
  eventId: string;
  gatewayRef: string;
  state: GatewayPaymentState;
  amountPaise: number;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A webhook that fails authentication or can't be parsed: answer 401/400, change nothing. */
export class WebhookRejectedError extends Error {
  constructor(
    message: string,
    readonly reason: 'signature' | 'stale' | 'malformed',
  ) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(gatewayRef: string): Promise<GatewayPaymentStatus>;
  /** Checks authenticity over the raw body; throws WebhookRejectedError when it fails. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): Promise<VerifiedWebhookEvent>;
}
