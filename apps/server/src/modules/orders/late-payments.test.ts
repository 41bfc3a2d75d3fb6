import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemReasons } from '@railbite/contract/orders';
import type { PaymentStatusResponse } from '@railbite/contract/orders';
import { orders, payments, refunds } from '../../db/schema/orders.ts';
import { sandboxPayments } from '../../db/schema/sandbox-gateway.ts';
import { startFakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import type { FakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import { credentials } from '../payments/phonepe/phonepe-test-setup.ts';
import { sandboxSignatureHeader, signWebhook } from '../payments/sandbox/webhook-signature.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 16 "Money that arrives late or twice": a superseded checkout's page no longer takes money,
// and money that still lands on an order that no longer takes it is refunded and shown.

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;

async function orderStatusIn(kit: CheckoutKit, orderId: string) {
  const [row] = await kit.t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/** A customer's first checkout, then a second with another tip that replaces it. */
async function supersededCheckout(kit: CheckoutKit) {
  const who: Customer = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  const first = await kit.placed(who, { tip: 0 });
  const second = await kit.placed(who, { tip: 20 });
  expect(second.orderId).not.toBe(first.orderId);
  return { who, first, second };
}

describe('a superseded checkout on the sandbox gateway', () => {
  let kit: CheckoutKit;
  beforeAll(async () => {
    kit = await createCheckoutKit();
  });
  afterAll(() => kit.t.close());

  it('closes the old payment: its page says so and refuses Pay; nothing is charged', async () => {
    const { who, first } = await supersededCheckout(kit);
    const path = new URL(first.redirectUrl).pathname;
    const page = await kit.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment link has closed');
    expect(page.body).not.toContain('name="outcome" value="pay"');

    const before = kit.deliveries.length;
    const pay = await kit.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay&method=upi',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('nothing was charged');
    expect(kit.deliveries).toHaveLength(before);
    const ref = path.split('/').at(-1) ?? '';
    const [atGateway] = await kit.t.database.db
      .select({ state: sandboxPayments.state })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, ref));
    expect(atGateway?.state).toBe('expired');
    // Closed for good, so the reconciliation sweep has nothing left to ask about it.
    const [old] = await kit.t.database.db
      .select({ state: payments.state, nextCheckAt: payments.nextCheckAt })
      .from(payments)
      .where(eq(payments.orderId, first.orderId));
    expect(old).toEqual({ state: 'superseded', nextCheckAt: null });
    expect((await kit.details(who, first.orderId)).orderStatus).toBe('cancelled');
  });

  it('a verified payment that lands on the superseded order anyway is refunded and shown on it', async () => {
    const { who, first, second } = await supersededCheckout(kit);
    const ref = new URL(first.redirectUrl).pathname.split('/').at(-1) ?? '';
    // The gateway completed it in the instant before it was closed; its webhook arrives now.
    const rawBody = JSON.stringify({
      eventId: 'EVTlate-on-superseded',
      gatewayRef: ref,
      merchantOrderId: first.orderId,
      state: 'completed',
      amountPaise: 29_900,
    });
    const webhook = await kit.deliver(rawBody, {
      'content-type': 'application/json',
      [sandboxSignatureHeader]: signWebhook(webhookSecret, rawBody, kit.t.clock.now()),
    });
    expect(webhook.json()).toEqual({ success: true, outcome: 'paid-after-close' });

    const late = await kit.details(who, first.orderId);
    expect(late.orderStatus).toBe('cancelled');
    expect(late.refunds).toEqual([
      expect.objectContaining({ amount: 299, state: 'pending', reason: systemReasons.paid_after_close }),
    ]);
    const status = await kit.paymentStatus(who, first.orderId);
    expect(status.json<PaymentStatusResponse>().paymentStatus).toBe('Failed');
    // The newer checkout is untouched and still payable.
    expect(await orderStatusIn(kit, second.orderId)).toBe('payment processing');
  });

  it('a flagged amount mismatch, then the full payment after the order closed: refunded, not confirmed', async () => {
    const who: Customer = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const first = await kit.placed(who, { tip: 0 });
    const ref = new URL(first.redirectUrl).pathname.split('/').at(-1) ?? '';
    const event = (eventId: string, amountPaise: number) => {
      const rawBody = JSON.stringify({
        eventId,
        gatewayRef: ref,
        merchantOrderId: first.orderId,
        state: 'completed',
        amountPaise,
      });
      return kit.deliver(rawBody, {
        'content-type': 'application/json',
        [sandboxSignatureHeader]: signWebhook(webhookSecret, rawBody, kit.t.clock.now()),
      });
    };
    expect((await event('EVTshort', 29_800)).json()).toMatchObject({ outcome: 'amount-mismatch' });
    expect(await orderStatusIn(kit, first.orderId)).toBe('payment processing');
    // The customer checks out again meanwhile: the flagged order gives way.
    await kit.placed(who, { tip: 20 });
    expect(await orderStatusIn(kit, first.orderId)).toBe('cancelled');

    expect((await event('EVTfull-after-close', 29_900)).json()).toMatchObject({
      outcome: 'paid-after-close',
    });
    expect(await orderStatusIn(kit, first.orderId)).toBe('cancelled');
    expect((await kit.details(who, first.orderId)).refunds).toEqual([
      expect.objectContaining({ amount: 299, reason: systemReasons.paid_after_close }),
    ]);
    // However often money is reported for it, one refund per payment.
    expect((await event('EVTagain-after-close', 29_900)).json()).toMatchObject({
      outcome: 'paid-after-close',
    });
    const rows = await kit.t.database.db.select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(rows).toHaveLength(1);
  });
});

describe('late and early PhonePe events', () => {
  let fake: FakePhonePe;
  let kit: CheckoutKit;
  beforeAll(async () => {
    fake = await startFakePhonePe({ ...credentials, clock: { now: () => kit.t.clock.now() } });
    kit = await createCheckoutKit({
      gateway: 'phonepe',
      webhookSecret,
      phonepe: { ...credentials, env: 'sandbox', baseUrl: fake.baseUrl, authUrl: fake.authUrl },
    });
  });
  afterAll(async () => {
    await kit.t.close();
    await fake.close();
  });

  const deliver = (webhook: { rawBody: string; headers: Record<string, string> }) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: webhook.headers,
      payload: webhook.rawBody,
    });

  it('an early completed webhook (status API still pending) does not use up the genuine event', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const { orderId } = await kit.placed(who);

    const early = fake.webhookFor(orderId, 'COMPLETED');
    expect((await deliver(early)).json()).toEqual({ success: true, outcome: 'no-change' });
    expect(await orderStatusIn(kit, orderId)).toBe('payment processing');

    // The genuine event is the same body, sent again once PhonePe has the payment.
    const genuine = fake.completeOrder(orderId);
    expect(genuine.rawBody).toBe(early.rawBody);
    expect((await deliver(genuine)).json()).toEqual({ success: true, outcome: 'paid' });
    expect(await orderStatusIn(kit, orderId)).toBe('confirmed');
    expect((await deliver(genuine)).json()).toEqual({ success: true, outcome: 'duplicate' });
  });

  it('PhonePe cannot close a superseded order: a payment on it is found by the sweep and refunded', async () => {
    const { who, first, second } = await supersededCheckout(kit);
    const [old] = await kit.t.database.db
      .select({ state: payments.state, nextCheckAt: payments.nextCheckAt })
      .from(payments)
      .where(eq(payments.orderId, first.orderId));
    expect(old?.state).toBe('superseded');
    expect(old?.nextCheckAt).not.toBeNull();

    // The customer pays the old PhonePe page anyway, and its webhook is lost.
    fake.completeOrder(first.orderId);
    kit.t.clock.advance(60_000);
    await kit.t.app.sweeper.runOnce();
    const late = await kit.details(who, first.orderId);
    expect(late.orderStatus).toBe('cancelled');
    expect(late.refunds).toEqual([
      expect.objectContaining({ amount: 299, reason: systemReasons.paid_after_close }),
    ]);
    // The same run sent it to PhonePe.
    const [refund] = await kit.t.database.db.select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(fake.refunds.get(refund?.idempotencyKey ?? '')).toMatchObject({
      originalMerchantOrderId: first.orderId,
      amount: 29_900,
    });
    expect(await orderStatusIn(kit, second.orderId)).toBe('payment processing');
  });

  it('a payment PhonePe still calls pending past its expiry is ended, watched, and refunded if it lands', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const { orderId } = await kit.placed(who);
    const atPhonePe = fake.orders.get(orderId);
    if (!atPhonePe) throw new Error('no PhonePe order');
    // PhonePe keeps it PENDING (a bank still working on it) beyond the expiry it promised.
    atPhonePe.expireAt = Number.POSITIVE_INFINITY;
    kit.t.clock.advance(20 * 60_000 + 2 * 60_000);
    await kit.t.app.sweeper.runOnce();
    const ended = await kit.details(who, orderId);
    expect(ended.orderStatus).toBe('payment failed');
    const [payment] = await kit.t.database.db
      .select({ state: payments.state, nextCheckAt: payments.nextCheckAt })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment?.state).toBe('failed');
    // PhonePe cannot close it, so it stays watched.
    expect(payment?.nextCheckAt).not.toBeNull();

    fake.completeOrder(orderId);
    kit.t.clock.advance(10 * 60_000);
    await kit.t.app.sweeper.runOnce();
    const refunded = await kit.details(who, orderId);
    expect(refunded.orderStatus).toBe('payment failed');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ amount: 299, reason: systemReasons.paid_after_close }),
    ]);
  });
});
