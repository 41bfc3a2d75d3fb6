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
  /**
   * Where the payer goes to change their order instead of paying (our cart), like Stripe Checkout's
   * `cancel_url`: the gateway's page for a payment that failed or closed links there. Gateways whose
   * hosted page has no such link ignore it.
   */
  cancelUrl: string;
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

/** The gateway's view of one refund: `pending` until the money has truly gone back (or failed to). */
export type GatewayRefundState = 'pending' | 'completed' | 'failed';

export type GatewayRefund = {
  /** Our refund id (the merchant refund id): the gateway refunds once per id, however often it is sent. */
  refundId: string;
  /** The gateway's own reference for the refund, when it gives one. */
  gatewayRefundRef: string | null;
  state: GatewayRefundState;
  amountPaise: number;
  /** Why the gateway failed it, in its words (kept for whoever looks into it). */
  failureReason?: string;
};

/** The payment a refund returns money from. */
export type RefundablePayment = { gatewayRef: string; amountPaise: number };

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
  /** How long after creation the gateway still takes the payment; then it reports it failed. */
  readonly paymentLifetimeMs: number;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(gatewayRef: string): Promise<GatewayPaymentStatus>;
  /**
   * Stops a pending payment from being paid, where the gateway allows it. True when the payment can no
   * longer take money; false when it was paid already or the gateway has no way to close it early.
   */
  closePayment(gatewayRef: string): Promise<boolean>;
  /** Sends `amountPaise` back from a completed payment; the same `refundId` never refunds twice. */
  refund(
    payment: RefundablePayment,
    amountPaise: number,
    reason: string,
    refundId: string,
  ): Promise<GatewayRefund>;
  /** The refund the gateway knows under `refundId`, or undefined when it never received it. */
  fetchRefundStatus(refundId: string): Promise<GatewayRefund | undefined>;
  /** Checks authenticity over the raw body; throws WebhookRejectedError when it fails. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): Promise<VerifiedWebhookEvent>;
}
