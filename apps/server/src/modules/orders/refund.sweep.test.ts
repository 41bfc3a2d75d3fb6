import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemReasons } from '@railbite/contract/orders';
import { orderEvents, refunds } from '../../db/schema/orders.ts';
import { sandboxRefunds } from '../../db/schema/sandbox-gateway.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createOrderLifecycle } from './order-lifecycle.service.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';
import { refundRetryBaseMs } from './refund.sweep.ts';

// Issue 16 "Refunds": rejected and cancelled paid orders are refunded in full exactly once, retried
// until the gateway confirms. The sandbox refunds at once; refund.phonepe.test.ts covers a gateway that
// fails and answers "pending".

/** Counts refund calls around the real sandbox gateway. */
const calls = { refunds: 0 };
function countingGateway(gateway: PaymentGateway): PaymentGateway {
  return Object.assign(Object.create(gateway) as PaymentGateway, {
    async refund(...args: Parameters<PaymentGateway['refund']>) {
      calls.refunds += 1;
      // A real gateway answers over the network: a second sweeper runs on meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return gateway.refund(...args);
    },
  });
}

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit(
    { gateway: 'sandbox', webhookSecret },
    {},
    { decorateGateway: countingGateway },
  );
});
afterAll(() => kit.t.close());

/** A customer whose order is paid and confirmed (the webhook delivered). */
async function paidOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  const { orderId, redirectUrl } = await kit.placed(who);
  await kit.settleOnSandbox(redirectUrl, 'pay');
  const webhook = kit.deliveries.find((delivery) => delivery.rawBody.includes(`"${orderId}"`));
  if (!webhook) throw new Error('no webhook');
  expect((await kit.deliver(webhook.rawBody, webhook.headers)).json()).toMatchObject({ outcome: 'paid' });
  return { who, orderId, redirectUrl };
}

const refundRows = (orderId: string) =>
  kit.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('refunds of rejected and cancelled orders', () => {
  it('a paid order nobody accepted is refunded in full once, shown on the order and on the gateway page', async () => {
    const { who, orderId, redirectUrl } = await paidOrder();
    kit.t.clock.advance(10 * 60_000);
    const handled = await kit.t.app.sweeper.runOnce();
    expect(handled).toMatchObject({ 'accept-timeout': 1, refunds: 1 });

    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({ state: 'succeeded', amountPaise: 29_900, attempts: 1, lastError: null });
    const order = await kit.details(who, orderId);
    expect(order.orderStatus).toBe('rejected');
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: 299, state: 'succeeded', reason: systemReasons.accept_timeout }),
    ]);
    const page = await kit.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toContain('Refunds');
    expect(page.body).toMatch(/Refunded [^<]*<\/span><strong>₹299\.00/);

    // Later runs send nothing more.
    kit.t.clock.advance(24 * 60 * 60_000);
    expect(await kit.t.app.sweeper.runOnce()).toMatchObject({ refunds: 0 });
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('a refund settling is an event of the order (live pages learn of it), not a step of its timeline', async () => {
    const { who, orderId } = await paidOrder();
    const lifecycle = createOrderLifecycle({
      db: kit.t.database.db,
      clock: kit.t.clock,
      acceptTimeoutMs: 10 * 60_000,
    });
    await lifecycle.transition({ orderId, to: 'cancelled', actor: 'admin', reason: 'admin_cancelled' });
    const before = await kit.details(who, orderId);
    expect(before.refunds).toEqual([expect.objectContaining({ state: 'pending' })]);

    await kit.t.app.sweeper.runOnce();
    const after = await kit.details(who, orderId);
    expect(after.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
    expect(after.lastEventId).toBeGreaterThan(before.lastEventId);
    expect(after.statusHistory).toEqual(before.statusHistory);
    const events = await kit.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'cancelled',
      status: 'cancelled',
      reason: 'refund succeeded',
    });
  });

  it('two sweepers at once and a replayed cancellation still refund once', async () => {
    const { orderId } = await paidOrder();
    const lifecycle = createOrderLifecycle({
      db: kit.t.database.db,
      clock: kit.t.clock,
      acceptTimeoutMs: 10 * 60_000,
    });
    const cancel = () =>
      lifecycle.transition({ orderId, to: 'cancelled', actor: 'admin', reason: 'admin_cancelled' });
    const [first, replayed] = await Promise.allSettled([cancel(), cancel()]);
    expect(first.status === 'fulfilled' || replayed.status === 'fulfilled').toBe(true);
    expect([first.status, replayed.status].sort()).toEqual(['fulfilled', 'rejected']);

    calls.refunds = 0;
    const instances = await Promise.all([kit.t.app.sweeper.runOnce(), kit.t.app.sweeper.runOnce()]);
    expect(instances.map((handled) => handled.refunds).sort()).toEqual([0, 1]);
    expect(calls.refunds).toBe(1);
    const rows = await refundRows(orderId);
    expect(rows).toEqual([
      expect.objectContaining({ state: 'succeeded', reason: 'admin_cancelled', attempts: 1 }),
    ]);
    const atGateway = await kit.t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.merchantRefundId, rows[0]?.idempotencyKey ?? ''));
    expect(atGateway).toEqual([expect.objectContaining({ state: 'completed', amountPaise: 29_900 })]);
  });

  it('a refund whose sweeper died mid-call is asked about before anything is sent again', async () => {
    const { orderId } = await paidOrder();
    kit.t.clock.advance(10 * 60_000);
    await kit.t.app.sweeper.runOnce();
    const [refund] = await refundRows(orderId);
    // As if the gateway refunded but the sweeper died before recording it: the row is pending again.
    await kit.t.database.db
      .update(refunds)
      .set({ state: 'pending', nextAttemptAt: kit.t.clock.now() })
      .where(eq(refunds.id, refund?.id ?? 0));
    calls.refunds = 0;
    kit.t.clock.advance(refundRetryBaseMs);
    expect(await kit.t.app.sweeper.runOnce()).toMatchObject({ refunds: 1 });
    expect(calls.refunds).toBe(0);
    expect(await refundRows(orderId)).toEqual([expect.objectContaining({ state: 'succeeded', attempts: 2 })]);
  });
});
