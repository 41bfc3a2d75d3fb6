import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitOrderResponse, OrderHistoryResponse } from '@railbite/contract/orders';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;

async function historyOf(who: Customer, query = '') {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: `/api/orders/get-orders-history${query}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderHistoryResponse>();
}

async function payAgain(who: Customer, orderId: string) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: `/api/orders/pay-again/${orderId}`,
    headers: who.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InitOrderResponse>();
}

const noEstimate = { deliverTimeMin: null, deliverTimeMax: null };

describe('GET /api/orders/get-orders-history: checkout attempts (ADR 022)', () => {
  it('lists a cart once, as its paid order; its failed and replaced attempts only as unpaid', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const replaced = await kit.placed(who);
    kit.t.clock.advance(1000);
    // A changed tip is a new checkout: it replaces the open one.
    const failed = await kit.placed(who, { tip: 5 });
    await kit.settledOnSandbox(failed.redirectUrl, 'fail');

    // Nothing was paid: no order yet, two unpaid attempts, the latest payable again.
    expect(await historyOf(who)).toMatchObject({ total: 0, data: [] });
    const unpaid = await historyOf(who, '?payment=unpaid');
    expect(unpaid.data).toMatchObject([
      {
        orderId: failed.orderId,
        orderStatus: 'payment failed',
        paymentOutcome: 'not charged',
        canPayAgain: true,
      },
      {
        orderId: replaced.orderId,
        orderStatus: 'cancelled',
        paymentOutcome: 'not charged',
        canPayAgain: false,
      },
    ]);
    for (const attempt of unpaid.data) expect(attempt).toMatchObject({ ...noEstimate, paidOrderId: null });

    kit.t.clock.advance(1000);
    const paid = await payAgain(who, failed.orderId);
    await kit.settledOnSandbox(paid.redirectUrl, 'pay');

    const orders = await historyOf(who);
    expect(orders.total).toBe(1);
    expect(orders.data[0]).toMatchObject({
      orderId: paid.orderId,
      orderStatus: 'confirmed',
      paymentOutcome: 'paid',
      canPayAgain: false,
      paidOrderId: null,
      unpaidAttempts: 2,
    });
    // The kitchen's estimate, for the paid order on its way only.
    expect(orders.data[0]?.deliverTimeMin).toEqual(expect.any(Number));
    expect(orders.data[0]?.deliverTimeMax).toEqual(expect.any(Number));

    const attempts = await historyOf(who, '?payment=unpaid');
    expect(attempts.total).toBe(2);
    for (const attempt of attempts.data)
      expect(attempt).toMatchObject({ ...noEstimate, paidOrderId: paid.orderId, canPayAgain: false });
    // Order details say the same as the history.
    expect(await kit.details(who, failed.orderId)).toMatchObject({
      ...noEstimate,
      paymentOutcome: 'not charged',
      paidOrderId: paid.orderId,
    });
  });

  it('an emptied cart starts a new order: its earlier failed attempt stays on its own', async () => {
    // Another customer's cart, older than every order below, is none of this customer's cart.
    const bystander = await kit.customer();
    await kit.addToCart(bystander, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    kit.t.clock.advance(1000);
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Idli Sambar', 'Annapoorna Tiffin Centre'));
    const failed = await kit.placed(who);
    await kit.settledOnSandbox(failed.redirectUrl, 'fail');
    await kit.t.app.inject({ method: 'DELETE', url: '/api/orders/cart', headers: who.headers });
    kit.t.clock.advance(1000);
    await kit.addToCart(who, kit.dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    const next = await kit.placed(who);
    await kit.settledOnSandbox(next.redirectUrl, 'pay');

    expect((await historyOf(who)).data).toMatchObject([{ orderId: next.orderId, unpaidAttempts: 0 }]);
    expect((await historyOf(who, '?payment=unpaid')).data).toMatchObject([
      { orderId: failed.orderId, paidOrderId: null, canPayAgain: false, ...noEstimate },
    ]);
  });

  it('a payment that ends after a new cart was paid leaves that order alone', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'));
    const first = await kit.placed(who);
    await kit.settledOnSandbox(first.redirectUrl, 'pay');
    kit.t.clock.advance(1000);
    // The paid order took its dishes out of the cart: the next checkout is another cart.
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const second = await kit.placed(who);
    await kit.settledOnSandbox(second.redirectUrl, 'fail');

    expect((await historyOf(who)).data).toMatchObject([{ orderId: first.orderId, unpaidAttempts: 0 }]);
    expect((await historyOf(who, '?payment=unpaid')).data).toMatchObject([
      { orderId: second.orderId, paidOrderId: null, canPayAgain: true },
    ]);
  });

  it('filters each list by status, and refuses an unknown list', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Rasgulla', 'Budget Bites'));
    const failed = await kit.placed(who);
    await kit.settledOnSandbox(failed.redirectUrl, 'fail');
    expect((await historyOf(who, '?payment=unpaid&search=payment%20failed')).total).toBe(1);
    expect((await historyOf(who, '?payment=unpaid&search=confirmed')).total).toBe(0);
    expect((await historyOf(who, '?search=payment%20failed')).total).toBe(0);
    const unknown = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders/get-orders-history?payment=maybe',
      headers: who.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('shows another customer nothing of either list', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Rasgulla', 'Budget Bites'));
    const failed = await kit.placed(who);
    await kit.settledOnSandbox(failed.redirectUrl, 'fail');
    const stranger = await kit.customer();
    expect((await historyOf(stranger)).total).toBe(0);
    expect((await historyOf(stranger, '?payment=unpaid')).total).toBe(0);
    const details = await kit.t.app.inject({
      method: 'GET',
      url: `/api/orders/get-order-details/${failed.orderId}`,
      headers: stranger.headers,
    });
    expect(details.statusCode).toBe(404);
  });
});
