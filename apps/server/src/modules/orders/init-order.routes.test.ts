import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InitOrderResponse,
  OrderHistoryResponse,
  PaymentStatusResponse,
} from '@railbite/contract/orders';
import { addressApi } from '../../testing/address-fixture.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

type ErrorBody = {
  error: { code: string; message: string; details?: { fields?: { field: string; message: string }[] } };
};

async function historyOf(who: { headers: Record<string, string> }, query = '') {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: `/api/orders/get-orders-history${query}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderHistoryResponse>();
}

describe('POST /api/orders/init-order', () => {
  it('needs login', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/orders/init-order',
      payload: { addressId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('places the order at the server’s prices plus the tip and answers the gateway’s page', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'), 2);
    const response = await kit.initOrder(who, {
      tip: 20.5,
      directionToReach: 'Coach B2, seat 34',
      leaveAtDoor: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<InitOrderResponse>();
    expect(body.success).toBe(true);
    expect(body.orderId).toMatch(/^ORD[A-Za-z0-9_-]{12}$/);
    expect(body.redirectUrl).toMatch(/\/pay\/sandbox\/SBX[A-Za-z0-9_-]{12}$/);

    const [order] = (await historyOf(who, '?payment=unpaid')).data;
    // 2 × Veg Biryani (₹250 MRP, ₹200 selling): sub-total ₹400, free delivery, GST ₹20, platform ₹5, tip ₹20.50.
    expect(order).toMatchObject({
      orderId: body.orderId,
      orderStatus: 'payment processing',
      restaurantName: 'Biryani Junction',
      subTotal: 400,
      discount: 100,
      deliveryCharge: 0,
      gst: 20,
      platformFees: 5,
      tip: 20.5,
      totalAmount: 445.5,
      items: [{ itemName: 'Veg Biryani', itemQuantity: 2, itemPrice: 200 }],
    });
    expect(order?.deliveryAddress).toContain('Paharganj');
  });

  it('answers 404 for an address that is not the caller’s, and for an unknown one', async () => {
    const who = await kit.customer();
    const other = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    for (const addressId of [other.addressId, 999_999]) {
      const response = await kit.initOrder(who, { addressId });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().error.message).toBe('Address not found.');
    }
    expect((await historyOf(who, '?payment=unpaid')).total).toBe(0);
  });

  it('refuses an empty cart and a cart with an unavailable dish', async () => {
    const who = await kit.customer();
    const empty = await kit.initOrder(who);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<ErrorBody>().error.code).toBe('CART_EMPTY');

    await kit.addToCart(who, kit.dish('Idli Sambar', 'Annapoorna Tiffin Centre'));
    await kit.setAvailable('Idli Sambar', false);
    try {
      const unavailable = await kit.initOrder(who);
      expect(unavailable.statusCode).toBe(409);
      expect(unavailable.json<ErrorBody>().error.code).toBe('CART_HAS_UNAVAILABLE_ITEMS');
    } finally {
      await kit.setAvailable('Idli Sambar', true);
    }
    expect((await historyOf(who, '?payment=unpaid')).total).toBe(0);
  });

  it.each([
    ['a negative tip', { tip: -1 }, 'tip', 'tip must be 0 or more'],
    ['a huge tip', { tip: 501 }, 'tip', 'tip must be at most ₹500'],
    ['a tip in fractions of a paisa', { tip: 10.005 }, 'tip', 'tip must have at most two decimals'],
    ['a string addressId', { addressId: 'home' }, 'addressId', 'addressId must be a number'],
    ['a non-boolean flag', { avoidCalling: 'yes' }, 'avoidCalling', 'avoidCalling must be true or false'],
    ['a client-sent total', { total: 1 }, 'total', 'Unknown field: total'],
  ])('answers 400 for %s', async (_name, payload, field, message) => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    const response = await kit.initOrder(who, payload);
    expect(response.statusCode).toBe(400);
    const fields = response.json<ErrorBody>().error.details?.fields ?? [];
    expect(fields.find((issue) => issue.field === field)?.message).toBe(message);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const who = await kit.customer();
    const response = await kit.initOrder(who, {}, 'no spaces!');
    expect(response.statusCode).toBe(400);
  });
});

describe('one checkout, one order', () => {
  it('20 concurrent requests with one Idempotency-Key create exactly one order', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const key = 'checkout-key-0001';
    const responses = await Promise.all(Array.from({ length: 20 }, () => kit.initOrder(who, {}, key)));
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(new Set(ok.map((response) => response.json<InitOrderResponse>().orderId)).size).toBe(1);
    expect((await historyOf(who, '?payment=unpaid')).total).toBe(1);

    // A later retry with the same key gets the same answer; a different body with it is a 422.
    const retry = await kit.initOrder(who, {}, key);
    expect(retry.json<InitOrderResponse>()).toEqual(ok[0]?.json<InitOrderResponse>());
    const other = await kit.initOrder(who, { tip: 10 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<ErrorBody>().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await historyOf(who, '?payment=unpaid')).total).toBe(1);
  });

  it('a repeated checkout without a key reuses the unpaid order; a changed cart replaces it', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const first = await kit.placed(who);
    const again = await kit.placed(who);
    expect(again).toEqual(first);

    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    kit.t.clock.advance(1000);
    const changed = await kit.placed(who);
    expect(changed.orderId).not.toBe(first.orderId);
    const history = await historyOf(who, '?payment=unpaid');
    expect(history.data.map((order) => [order.orderId, order.orderStatus])).toEqual([
      [changed.orderId, 'payment processing'],
      [first.orderId, 'cancelled'],
    ]);
  });

  // Its payment is superseded, never to be completed on this order: the order-status page must show
  // the payment as failed, not as still pending, and the new order's as pending.
  it('a checkout with another tip supersedes the unpaid order, whose payment then reads Failed', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const first = await kit.placed(who);
    kit.t.clock.advance(1000);
    const second = await kit.placed(who, { tip: 20 });
    expect(second.orderId).not.toBe(first.orderId);

    const statusOf = async (orderId: string) => {
      const response = await kit.paymentStatus(who, orderId);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PaymentStatusResponse>().paymentStatus;
    };
    expect(await statusOf(first.orderId)).toBe('Failed');
    expect(await statusOf(second.orderId)).toBe('Pending');
  });

  it('a refused request frees its key for a retry', async () => {
    const who = await kit.customer();
    const key = 'retry-after-fix-01';
    expect((await kit.initOrder(who, {}, key)).statusCode).toBe(409);
    await kit.addToCart(who, kit.dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    expect((await kit.initOrder(who, {}, key)).statusCode).toBe(200);
  });

  it('a key is remembered for a day, then starts a new checkout', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    const key = 'day-old-key-0001';
    expect((await kit.initOrder(who, {}, key)).statusCode).toBe(200);
    kit.t.clock.advance(23 * 60 * 60 * 1000);
    expect((await kit.initOrder(who, { tip: 10 }, key)).statusCode).toBe(422);
    kit.t.clock.advance(2 * 60 * 60 * 1000);
    const later = await kit.initOrder(who, { tip: 10 }, key);
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('orders belong to their customer', () => {
  it('another customer’s order is a 404 on status and details, and absent from their history', async () => {
    const owner = await kit.customer();
    const stranger = await kit.customer();
    await kit.addToCart(owner, kit.dish('Rasgulla', 'Budget Bites'));
    const { orderId } = await kit.placed(owner);
    for (const url of [
      `/api/orders/check-order-payment-status/${orderId}`,
      `/api/orders/get-order-details/${orderId}`,
    ]) {
      const response = await kit.t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
      const own = await kit.t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(own.statusCode).toBe(200);
    }
    expect((await historyOf(stranger, '?payment=unpaid')).total).toBe(0);
  });

  it('answers 400 for an id that is not an order id, 401 without login', async () => {
    const who = await kit.customer();
    const bad = await kit.paymentStatus(who, 'not-an-order');
    expect(bad.statusCode).toBe(400);
    const anonymous = await kit.t.app.inject({ method: 'GET', url: '/api/orders/get-orders-history' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/orders/get-orders-history', () => {
  it('filters by status in any case, pages newest first, and refuses unknown statuses', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Rasgulla', 'Budget Bites'));
    const first = await kit.placed(who);
    await kit.addToCart(who, kit.dish('Rasgulla', 'Budget Bites'));
    kit.t.clock.advance(1000);
    const second = await kit.placed(who);

    const all = await historyOf(who, '?payment=unpaid&limit=1');
    expect(all).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(all.data[0]?.orderId).toBe(second.orderId);
    const page2 = await historyOf(who, '?payment=unpaid&limit=1&page=2');
    expect(page2.data[0]?.orderId).toBe(first.orderId);
    expect(
      (await historyOf(who, '?payment=unpaid&search=CANCELLED')).data.map((order) => order.orderId),
    ).toEqual([first.orderId]);
    expect((await historyOf(who, '?payment=unpaid&search=Payment%20Processing')).total).toBe(1);
    expect((await historyOf(who, '?payment=unpaid&search=delivered')).total).toBe(0);

    const unknown = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders/get-orders-history?search=lost',
      headers: who.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('an address deleted after ordering stays on the order', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Rasgulla', 'Budget Bites'));
    await kit.placed(who);
    // A second address so the first (default) can be deleted.
    const api = addressApi(kit.t, who.headers);
    await api.created();
    expect((await api.delete(who.addressId)).statusCode).toBe(200);
    expect((await historyOf(who, '?payment=unpaid')).data[0]?.deliveryAddress).toContain('Rail Vihar');
  });
});
