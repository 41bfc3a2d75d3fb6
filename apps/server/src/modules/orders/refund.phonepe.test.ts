import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/orders.ts';
import { startFakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import type { FakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import { credentials } from '../payments/phonepe/phonepe-test-setup.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';
import { refundRetryBaseMs } from './refund.sweep.ts';

// A refund through PhonePe (against the local fake): retried with backoff after a gateway error,
// polled while PhonePe calls it pending, and kept failed (with PhonePe's reason) when PhonePe fails it.

let fake: FakePhonePe;
let kit: CheckoutKit;
beforeAll(async () => {
  // PhonePe's time is the app's injected time, so tokens and order expiry move with the test's clock.
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

/** A PhonePe order paid and confirmed by its webhook, then rejected for want of acceptance. */
async function rejectedPaidOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  const { orderId } = await kit.placed(who);
  const { rawBody, headers } = fake.completeOrder(orderId);
  const webhook = await kit.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/phonepe',
    headers,
    payload: rawBody,
  });
  expect(webhook.json()).toMatchObject({ outcome: 'paid' });
  return { who, orderId };
}

const refundOf = async (orderId: string) => {
  const [row] = await kit.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row;
};

describe('refunds through PhonePe', () => {
  it('retries after a gateway error, polls while pending, and ends succeeded', async () => {
    const { who, orderId } = await rejectedPaidOrder();
    kit.t.clock.advance(10 * 60_000);
    fake.scriptAnswer(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong' });
    expect(await kit.t.app.sweeper.runOnce()).toMatchObject({ 'accept-timeout': 1, refunds: 0 });
    const afterError = await refundOf(orderId);
    expect(afterError).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'phonepe refund http 500 INTERNAL_SERVER_ERROR',
      nextAttemptAt: new Date(kit.t.clock.now().getTime() + refundRetryBaseMs),
    });
    expect(fake.refunds.size).toBe(0);
    expect((await kit.details(who, orderId)).refunds).toEqual([
      expect.objectContaining({ state: 'pending', amount: 299 }),
    ]);

    // Not before the backoff is over.
    kit.t.clock.advance(refundRetryBaseMs - 1);
    await kit.t.app.sweeper.runOnce();
    expect((await refundOf(orderId))?.attempts).toBe(1);

    // Then PhonePe takes it (it has no refund under that id yet, so it is sent) and calls it pending.
    kit.t.clock.advance(1);
    await kit.t.app.sweeper.runOnce();
    const sent = await refundOf(orderId);
    const atPhonePe = fake.refunds.get(sent?.idempotencyKey ?? '');
    expect(atPhonePe).toMatchObject({ originalMerchantOrderId: orderId, amount: 29_900, state: 'PENDING' });
    expect(sent).toMatchObject({
      state: 'pending',
      attempts: 2,
      lastError: null,
      gatewayRef: atPhonePe?.refundId,
      nextAttemptAt: new Date(kit.t.clock.now().getTime() + 2 * refundRetryBaseMs),
    });

    fake.settleRefund(sent?.idempotencyKey ?? '', 'COMPLETED');
    kit.t.clock.advance(2 * refundRetryBaseMs);
    expect(await kit.t.app.sweeper.runOnce()).toMatchObject({ refunds: 1 });
    expect(await refundOf(orderId)).toMatchObject({ state: 'succeeded', attempts: 3, nextAttemptAt: null });
    expect(fake.refunds.size).toBe(1);
    expect((await kit.details(who, orderId)).refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', amount: 299 }),
    ]);
  });

  it('a refund PhonePe fails is kept failed with its reason and not sent again', async () => {
    const { who, orderId } = await rejectedPaidOrder();
    kit.t.clock.advance(10 * 60_000);
    await kit.t.app.sweeper.runOnce();
    const sent = await refundOf(orderId);
    fake.settleRefund(sent?.idempotencyKey ?? '', 'FAILED');
    kit.t.clock.advance(refundRetryBaseMs);
    await kit.t.app.sweeper.runOnce();
    expect(await refundOf(orderId)).toMatchObject({
      state: 'failed',
      lastError: 'REFUND_FAILED',
      nextAttemptAt: null,
    });
    expect((await kit.details(who, orderId)).refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
  });
});
