import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InitOrderResponse } from '@railbite/contract/orders';
import { orders, payments } from '../../db/schema/orders.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 16 "Money that arrives late or twice": the checkout decides on the order first (under the
// cart's lock), then asks the gateway, so concurrent checkouts of one cart make one gateway payment.

/** Counts createPayment calls and can make the next ones fail, around the real sandbox gateway. */
const counting = { creates: 0, failNext: 0 };
function countingGateway(gateway: PaymentGateway): PaymentGateway {
  return Object.assign(Object.create(gateway) as PaymentGateway, {
    async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]) {
      counting.creates += 1;
      // A real gateway answers over the network: the other checkouts run on meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (counting.failNext > 0) {
        counting.failNext -= 1;
        throw new Error('gateway down');
      }
      return gateway.createPayment(input);
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
beforeEach(() => {
  counting.creates = 0;
  counting.failNext = 0;
});

const biryani = () => kit.dish('Chicken Biryani', 'Biryani Junction');

async function ordersOf(orderIds: string[]) {
  return kit.t.database.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, orderIds));
}

describe('init-order calls the gateway after deciding', () => {
  it('20 concurrent checkouts of one cart with different keys make one order and one gateway payment', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, biryani());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => kit.initOrder(who, {}, `same-cart-${String(n)}`)),
    );
    expect(counting.creates).toBe(1);
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    const orderIds = new Set(succeeded.map((answer) => answer.json<InitOrderResponse>().orderId));
    expect(orderIds.size).toBe(1);
    // The others were told the same checkout is under way (and a retry then gets the order).
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200))
      expect(answer.json()).toMatchObject({ error: { code: 'CHECKOUT_IN_PROGRESS' } });
    const [orderId = ''] = [...orderIds];
    const retry = await kit.initOrder(who, {}, 'same-cart-retry');
    expect(retry.json<InitOrderResponse>().orderId).toBe(orderId);
    expect(counting.creates).toBe(1);
    const paymentRows = await kit.t.database.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(paymentRows).toEqual([{ state: 'pending' }]);
  });

  it('a gateway that fails answers 502 and leaves no payable order behind; the next try pays', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, biryani());
    counting.failNext = 1;
    const failed = await kit.initOrder(who);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: { code: 'PAYMENT_UNAVAILABLE' } });

    const retry = await kit.initOrder(who);
    expect(retry.statusCode, retry.body).toBe(200);
    const { orderId } = retry.json<InitOrderResponse>();
    expect(counting.creates).toBe(2);
    const mine = await kit.t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(payments.state, 'pending'));
    // Only the retried order waits for a payment; the first ended 'payment failed'.
    expect(mine.filter((row) => row.id === orderId)).toHaveLength(1);
    const all = await ordersOf([orderId]);
    expect(all).toEqual([{ id: orderId, status: 'payment processing' }]);
  });
});
