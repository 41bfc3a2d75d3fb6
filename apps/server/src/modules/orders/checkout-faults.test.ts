import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitOrderResponse, PaymentStatusResponse } from '@railbite/contract/orders';
import { idempotencyKeys, orders, orderEvents, paymentEvents, payments } from '../../db/schema/orders.ts';
import { idempotencyLeaseMs } from './idempotency.repository.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Faults around checkout (issue 8): what a restart, a retrying gateway and a rush of customers must
// not do to orders and payments.

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;
const biryani = () => kit.dish('Chicken Biryani', 'Biryani Junction');

/** Pays on the sandbox page and hands back the webhook the gateway sent for this order (undelivered). */
async function paidWebhook(redirectUrl: string, orderId: string) {
  await kit.settleOnSandbox(redirectUrl, 'pay');
  const delivery = kit.deliveries.find((candidate) => candidate.rawBody.includes(`"${orderId}"`));
  if (!delivery) throw new Error(`no webhook for ${orderId}`);
  return delivery;
}

/** Everything the database holds about one order's outcome. */
async function ledger(orderId: string) {
  const db = kit.t.database.db;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const history = await db
    .select({ status: orderEvents.status })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  const paymentRows = await db
    .select({ id: payments.id, state: payments.state })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const paidEvents = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        inArray(
          paymentEvents.paymentId,
          paymentRows.map((row) => row.id),
        ),
        eq(paymentEvents.outcome, 'paid'),
      ),
    );
  return {
    status: order?.status,
    confirmations: history.filter((entry) => entry.status === 'confirmed').length,
    payments: paymentRows.map((row) => row.state),
    paidEvents: paidEvents.length,
  };
}

async function cartLines(who: Customer) {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: '/api/orders/get-cart-info',
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: unknown }>().data;
}

const onePaidConfirmedOrder = {
  status: 'confirmed',
  confirmations: 1,
  payments: ['completed'],
  paidEvents: 1,
};

describe('checkout faults', () => {
  it('a server restart between init-order and the webhook still ends with one paid, confirmed order', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, biryani());
    const { orderId, redirectUrl } = await kit.placed(who);
    const { rawBody, headers } = await paidWebhook(redirectUrl, orderId);

    // The gateway's webhook reaches a new process: nothing of the first one survives but the database.
    await kit.t.restart();
    const webhook = await kit.deliver(rawBody, headers);
    expect(webhook.json()).toEqual({ success: true, outcome: 'paid' });

    expect(await ledger(orderId)).toEqual(onePaidConfirmedOrder);
    expect(await cartLines(who)).toBeNull();
    const status = await kit.paymentStatus(who, orderId);
    expect(status.json<PaymentStatusResponse>().paymentStatus).toBe('Completed');
  });

  it('a webhook retried 5 times confirms the order once', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, biryani());
    const { orderId, redirectUrl } = await kit.placed(who);
    const { rawBody, headers } = await paidWebhook(redirectUrl, orderId);

    // Retries from a gateway that timed out waiting can overlap, so they arrive together.
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.deliver(rawBody, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await ledger(orderId)).toEqual(onePaidConfirmedOrder);
  });

  it('a key whose checkout died with the server answers 409 for the lease only, then the retry proceeds', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, biryani());
    const key = 'died-in-flight-0001';
    const first = await kit.initOrder(who, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    // The server died after claiming the key and before recording the answer.
    const db = kit.t.database.db;
    await db
      .update(idempotencyKeys)
      .set({ response: null, statusCode: null })
      .where(eq(idempotencyKeys.key, key));

    expect((await kit.initOrder(who, {}, key)).statusCode).toBe(409);
    kit.t.clock.advance(idempotencyLeaseMs - 1);
    expect((await kit.initOrder(who, {}, key)).statusCode).toBe(409);
    // Another body is still the key's misuse, not a retry: 422 as ever.
    kit.t.clock.advance(2);
    expect((await kit.initOrder(who, { tip: 10 }, key)).statusCode).toBe(422);

    const retry = await kit.initOrder(who, {}, key);
    expect(retry.statusCode, retry.body).toBe(200);
    // The checkout's fingerprint finds the order the dead request made: still one order.
    expect(retry.json<InitOrderResponse>().orderId).toBe(first.json<InitOrderResponse>().orderId);
    const [record] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const answer = retry.json<InitOrderResponse>();
    expect(record).toMatchObject({ statusCode: 200, response: answer });
    expect((await kit.initOrder(who, {}, key)).json<InitOrderResponse>()).toEqual(answer);
  });

  it(
    '50 parallel checkouts of different users lose no order and no payment',
    { timeout: 120_000 },
    async () => {
      // Registering hashes a password (argon2): sign the customers up a few at a time, before the rush.
      const customers: Customer[] = [];
      while (customers.length < 50)
        customers.push(...(await Promise.all(Array.from({ length: 5 }, () => kit.customer()))));
      // A shopper who does not check out: paying must empty the payers' carts only.
      const bystander = await kit.customer();
      await kit.addToCart(bystander, biryani(), 2);

      const checkouts = await Promise.all(
        customers.map(async (who, n) => {
          await kit.addToCart(who, biryani(), 1 + (n % 3));
          const response = await kit.initOrder(who, {}, `parallel-checkout-${String(n)}`);
          expect(response.statusCode, response.body).toBe(200);
          const { orderId, redirectUrl } = response.json<InitOrderResponse>();
          const { rawBody, headers } = await paidWebhook(redirectUrl, orderId);
          const webhook = await kit.deliver(rawBody, headers);
          expect(webhook.json()).toEqual({ success: true, outcome: 'paid' });
          return orderId;
        }),
      );

      expect(new Set(checkouts).size).toBe(50);
      const ledgers = await Promise.all(checkouts.map((orderId) => ledger(orderId)));
      expect(ledgers).toEqual(Array.from({ length: 50 }, () => onePaidConfirmedOrder));
      const stored = await kit.t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, checkouts));
      expect(stored).toHaveLength(50);
      const carts = await Promise.all(customers.map((who) => cartLines(who)));
      expect(carts.filter((cart) => cart !== null)).toEqual([]);
      expect(await cartLines(bystander)).toMatchObject({ cartInfo: [{ quantity: 2 }] });
    },
  );
});
