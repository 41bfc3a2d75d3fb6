import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import type { OrderDetails, PaymentStatusResponse } from '@railbite/contract/orders';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { sandboxSignatureHeader, signWebhook } from '../payments/sandbox/webhook-signature.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;

async function statusOf(who: Customer, orderId: string) {
  const response = await kit.paymentStatus(who, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentStatusResponse>().paymentStatus;
}
async function orderStatus(orderId: string) {
  const [row] = await kit.t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}
async function cartOf(who: Customer) {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: '/api/orders/get-cart-info',
    headers: who.headers,
  });
  return response.json<{ data: unknown }>().data;
}
/** A customer with a placed, unpaid order. */
async function unpaidOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  const placed = await kit.placed(who);
  return { who, ...placed };
}
/** Pays on the sandbox page and hands back the webhook it would send (not yet delivered). */
async function payAndCapture(redirectUrl: string, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const before = kit.deliveries.length;
  const location = await kit.settleOnSandbox(redirectUrl, outcome);
  expect(kit.deliveries).toHaveLength(before + 1);
  const delivery = kit.deliveries.at(-1);
  if (!delivery) throw new Error('no webhook');
  return { location, ...delivery };
}
function signed(body: object, at = kit.t.clock.now()) {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [sandboxSignatureHeader]: signWebhook(webhookSecret, rawBody, at),
    },
  };
}

describe('the sandbox payment page', () => {
  it('shows merchant, order and amount, clearly as a test gateway, under the strict CSP', async () => {
    const { redirectUrl, orderId } = await unpaidOrder();
    const page = await kit.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('TEST PAYMENT GATEWAY');
    expect(page.body).toContain(orderId);
    // Chicken Biryani ₹280 + GST ₹14 + platform ₹5, free delivery.
    expect(page.body).toContain('₹299.00');
    expect(page.body).not.toContain('<script');
  });

  it('answers 404 for an unknown payment', async () => {
    const page = await kit.t.app.inject({ method: 'GET', url: '/pay/sandbox/SBXaaaaaaaaaaaa' });
    expect(page.statusCode).toBe(404);
  });
});

describe('paying', () => {
  it('Pay → back to the order page, a signed webhook confirms it, the cart is emptied', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { location, rawBody, headers } = await payAndCapture(redirectUrl);
    expect(location).toMatch(new RegExp(`/order-status/${orderId}$`));

    const webhook = await kit.deliver(rawBody, headers);
    expect(webhook.statusCode).toBe(200);
    expect(webhook.json()).toEqual({ success: true, outcome: 'paid' });
    expect(await statusOf(who, orderId)).toBe('Completed');
    expect(await orderStatus(orderId)).toBe('confirmed');
    expect(await cartOf(who)).toBeNull();

    const latest = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders/get-latest-active-order',
      headers: who.headers,
    });
    const details = latest.json<{ data: OrderDetails }>().data;
    expect(details.orderId).toBe(orderId);
    expect(details.restaurant.name).toBe('Biryani Junction');
    expect(details.statusHistory.map((entry) => entry.status)).toEqual(['payment processing', 'confirmed']);
  });

  it('a payment confirmed late keeps the dishes added after checkout', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    // Back on the menu before the gateway's webhook arrives: a new cart is started, with one more of
    // the dish just paid for.
    kit.t.clock.advance(60_000);
    await kit.addToCart(who, kit.dish('Egg Biryani', 'Biryani Junction'));
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));

    expect((await kit.deliver(rawBody, headers)).json()).toEqual({ success: true, outcome: 'paid' });
    expect(await orderStatus(orderId)).toBe('confirmed');
    const cart = (await cartOf(who)) as Cart | null;
    expect(cart?.itemDetails.map(({ itemName, quantity }) => ({ itemName, quantity }))).toEqual([
      { itemName: 'Chicken Biryani', quantity: 1 },
      { itemName: 'Egg Biryani', quantity: 1 },
    ]);
  });

  it('a browser return without gateway confirmation stays pending', async () => {
    const { who, orderId } = await unpaidOrder();
    expect(await statusOf(who, orderId)).toBe('Pending');
    expect(await orderStatus(orderId)).toBe('payment processing');
    expect(await cartOf(who)).not.toBeNull();
  });

  it('a lost webhook is reconciled by the status check, once', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    expect(await statusOf(who, orderId)).toBe('Completed');
    // The late webhook then changes nothing.
    const late = await kit.deliver(rawBody, headers);
    expect(late.json()).toEqual({ success: true, outcome: 'already-settled' });
    expect(await orderStatus(orderId)).toBe('confirmed');
  });

  it.each(['fail', 'cancel'] as const)('%s → payment failed, cart kept for another try', async (outcome) => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl, outcome);
    expect((await kit.deliver(rawBody, headers)).json()).toEqual({ success: true, outcome: 'failed' });
    expect(await statusOf(who, orderId)).toBe('Failed');
    expect(await orderStatus(orderId)).toBe('payment failed');
    expect(await cartOf(who)).not.toBeNull();
  });
});

describe('webhooks that must not move anything', () => {
  it('a forged signature is refused with 401', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody } = await payAndCapture(redirectUrl);
    const forged = signWebhook('not-the-secret-not-the-secret-000000', rawBody, kit.t.clock.now());
    const response = await kit.deliver(rawBody, {
      'content-type': 'application/json',
      [sandboxSignatureHeader]: forged,
    });
    expect(response.statusCode).toBe(401);
    const missing = await kit.deliver(rawBody, { 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('payment processing');
    expect(who).toBeDefined();
  });

  it('a modified body is refused (the signature covers the exact bytes)', async () => {
    const { orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl, 'fail');
    const tampered = rawBody.replace('"failed"', '"completed"');
    expect(tampered).not.toBe(rawBody);
    expect((await kit.deliver(tampered, headers)).statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('payment processing');
  });

  it('a stale signature is refused', async () => {
    const { orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    kit.t.clock.advance(6 * 60 * 1000);
    expect((await kit.deliver(rawBody, headers)).statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('payment processing');
  });

  it('a replayed event is processed once', async () => {
    const { orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    expect((await kit.deliver(rawBody, headers)).json()).toEqual({ success: true, outcome: 'paid' });
    expect((await kit.deliver(rawBody, headers)).json()).toEqual({ success: true, outcome: 'duplicate' });
    const events = await kit.t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.source, 'webhook'), eq(paymentEvents.outcome, 'paid')));
    expect(events.filter((event) => rawBody.includes(event.eventId))).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('confirmed');
  });

  it('a later failure event never moves a paid order backwards', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    await kit.deliver(rawBody, headers);
    const event = JSON.parse(rawBody) as Record<string, unknown>;
    const late = signed({ ...event, eventId: 'EVTlate-failure', state: 'failed' });
    expect((await kit.deliver(late.rawBody, late.headers)).json()).toEqual({
      success: true,
      outcome: 'already-settled',
    });
    expect(await statusOf(who, orderId)).toBe('Completed');
  });

  it('an amount that does not match is not a payment: flagged for review, and the genuine one still confirms', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const { rawBody, headers } = await payAndCapture(redirectUrl);
    const event = JSON.parse(rawBody) as { amountPaise: number };
    const short = signed({ ...event, eventId: 'EVTshort-amount', amountPaise: event.amountPaise - 100 });
    expect((await kit.deliver(short.rawBody, short.headers)).json()).toEqual({
      success: true,
      outcome: 'amount-mismatch',
    });
    // Not failed for good: the order still waits for its payment, and a person is told.
    expect(await orderStatus(orderId)).toBe('payment processing');
    const [flagged] = await kit.t.database.db
      .select({ state: payments.state, reviewReason: payments.reviewReason })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(flagged).toEqual({
      state: 'pending',
      reviewReason: `amount mismatch: the gateway reported ${String(event.amountPaise - 100)} paise for ${String(event.amountPaise)}`,
    });
    expect(await cartOf(who)).not.toBeNull();

    expect((await kit.deliver(rawBody, headers)).json()).toEqual({ success: true, outcome: 'paid' });
    expect(await orderStatus(orderId)).toBe('confirmed');
    expect(await statusOf(who, orderId)).toBe('Completed');
  });

  it('a malformed but signed body is a 400', async () => {
    const bad = signed({ hello: 'world' });
    expect((await kit.deliver(bad.rawBody, bad.headers)).statusCode).toBe(400);
  });
});
