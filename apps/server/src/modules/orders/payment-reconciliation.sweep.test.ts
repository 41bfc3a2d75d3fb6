import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments } from '../../db/schema/orders.ts';
import { sandboxPayments } from '../../db/schema/sandbox-gateway.ts';
import type { CreatedPayment, PaymentGateway } from '../payments/payment-gateway.ts';
import { sandboxPaymentLifetimeMs } from '../payments/sandbox/sandbox-gateway.ts';
import { paymentStartLeaseMs } from './checkout-payment.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 16: nothing reconciled a lost webhook. The sweep asks the gateway about pending payments
// (PAYMENT_CHECK_DELAY, default 30 s, then backing off), with no browser involved, and ends them unpaid
// after the gateway's expiry. (payment-crash.fault.test.ts does the same with a real process killed.)

const checkDelayMs = 30_000;

/** Lets a test hold the gateway's answer to createPayment, as a checkout that dies mid-call would. */
const held: { next?: Promise<void>; failStatusChecks: number } = { failStatusChecks: 0 };
function controllableGateway(gateway: PaymentGateway): PaymentGateway {
  return Object.assign(Object.create(gateway) as PaymentGateway, {
    async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]): Promise<CreatedPayment> {
      const wait = held.next;
      held.next = undefined;
      const created = await gateway.createPayment(input);
      await wait;
      return created;
    },
    async fetchStatus(gatewayRef: string) {
      if (held.failStatusChecks > 0) {
        held.failStatusChecks -= 1;
        throw new Error('gateway timed out');
      }
      return gateway.fetchStatus(gatewayRef);
    },
  });
}

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit(
    { gateway: 'sandbox', webhookSecret },
    {},
    { decorateGateway: controllableGateway },
  );
});
afterAll(() => kit.t.close());

async function placedOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  return { who, ...(await kit.placed(who)) };
}

async function ledger(orderId: string) {
  const db = kit.t.database.db;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [payment] = await db
    .select({
      state: payments.state,
      checkAttempts: payments.checkAttempts,
      nextCheckAt: payments.nextCheckAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const events = await db
    .select({ status: orderEvents.status, reason: orderEvents.reason })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return { status: order?.status, payment, events };
}

const secondsFromNow = (seconds: number) => new Date(kit.t.clock.now().getTime() + seconds * 1000);

describe('payment reconciliation sweep', () => {
  it('confirms a paid order whose webhook was lost, with no browser, once its check is due', async () => {
    const { orderId, redirectUrl } = await placedOrder();
    await kit.settleOnSandbox(redirectUrl, 'pay'); // the webhook is captured and never delivered
    kit.t.clock.advance(checkDelayMs - 1);
    await kit.t.app.sweeper.runOnce();
    expect((await ledger(orderId)).status).toBe('payment processing');

    kit.t.clock.advance(1);
    expect(await kit.t.app.sweeper.runOnce()).toMatchObject({ 'payment-reconciliation': 1 });
    expect(await ledger(orderId)).toMatchObject({
      status: 'confirmed',
      payment: { state: 'completed', checkAttempts: 1, nextCheckAt: null },
    });
  });

  it('backs off while the payment is pending, then ends it unpaid after the gateway’s expiry', async () => {
    const { orderId, redirectUrl } = await placedOrder();
    const schedule: number[] = [];
    let waited = 0;
    for (let check = 1; check <= 4; check += 1) {
      const { payment } = await ledger(orderId);
      const due = (payment?.nextCheckAt?.getTime() ?? 0) - kit.t.clock.now().getTime();
      schedule.push(due / 1000);
      kit.t.clock.advance(due);
      waited += due;
      await kit.t.app.sweeper.runOnce();
      expect((await ledger(orderId)).payment?.checkAttempts).toBe(check);
    }
    expect(schedule).toEqual([30, 30, 60, 120]);
    expect((await ledger(orderId)).payment?.nextCheckAt).toEqual(secondsFromNow(240));

    // The sandbox closes a payment nobody paid within its lifetime; the sweep hears it is over.
    kit.t.clock.advance(sandboxPaymentLifetimeMs - waited);
    await kit.t.app.sweeper.runOnce();
    expect(await ledger(orderId)).toMatchObject({
      status: 'payment failed',
      payment: { state: 'failed', nextCheckAt: null },
    });
    const page = await kit.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toContain('This payment link has closed');
  });

  it('retries a check the gateway did not answer, with backoff', async () => {
    const { orderId } = await placedOrder();
    kit.t.clock.advance(checkDelayMs);
    held.failStatusChecks = 1;
    await kit.t.app.sweeper.runOnce();
    expect((await ledger(orderId)).payment).toMatchObject({
      checkAttempts: 1,
      nextCheckAt: secondsFromNow(30),
    });
  });

  it('ends an order whose checkout died before the gateway answered; the late answer is closed', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    let release = () => {};
    held.next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hung = kit.initOrder(who);
    // The checkout decided on its order, then stalled waiting for the gateway.
    let orderId: string | undefined;
    for (let tries = 0; !orderId && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const [row] = await kit.t.database.db
        .select({ orderId: payments.orderId })
        .from(payments)
        .innerJoin(sandboxPayments, eq(sandboxPayments.merchantOrderId, payments.orderId))
        .where(isNull(payments.gatewayRef));
      orderId = row?.orderId;
    }
    if (!orderId) throw new Error('the checkout never reached the gateway');

    // A retry meanwhile is told the checkout is under way.
    expect((await kit.initOrder(who)).json()).toMatchObject({ error: { code: 'CHECKOUT_IN_PROGRESS' } });
    kit.t.clock.advance(paymentStartLeaseMs);
    await kit.t.app.sweeper.runOnce();
    expect(await ledger(orderId)).toMatchObject({ status: 'payment failed', payment: { state: 'failed' } });
    expect((await ledger(orderId)).events.at(-1)).toEqual({
      status: 'payment failed',
      reason: 'payment_not_started',
    });

    release();
    const late = await hung;
    expect(late.statusCode).toBe(409);
    const [atGateway] = await kit.t.database.db
      .select({ state: sandboxPayments.state })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantOrderId, orderId));
    expect(atGateway?.state).toBe('expired');
    // And the customer can check out again.
    expect((await kit.initOrder(who)).statusCode).toBe(200);
  });
});
