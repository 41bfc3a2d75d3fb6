import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitOrderResponse } from '@railbite/contract/orders';
import { addressApi } from '../../testing/address-fixture.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;
type ErrorBody = { error: { code: string; message: string } };

function payAgain(who: { headers: Record<string, string> }, orderId: string, key?: string, payload = {}) {
  return kit.t.app.inject({
    method: 'POST',
    url: `/api/orders/pay-again/${orderId}`,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** A customer whose first payment failed on the gateway page; their cart is as they left it. */
async function failedAttempt(who?: Customer) {
  const customer = who ?? (await kit.customer());
  await kit.addToCart(customer, kit.dish('Veg Biryani', 'Biryani Junction'), 2);
  const attempt = await kit.placed(customer, { tip: 10, directionToReach: 'Coach B2', leaveAtDoor: true });
  await kit.settledOnSandbox(attempt.redirectUrl, 'fail');
  // Time passes before the customer tries again (orders are told apart by their time).
  kit.t.clock.advance(1000);
  return { who: customer, ...attempt };
}

async function gatewayPage(redirectUrl: string) {
  const response = await kit.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('POST /api/orders/pay-again/:orderId', () => {
  it('starts a new payment for the same cart, with the attempt’s choices, on a live gateway page', async () => {
    const failed = await failedAttempt();
    const deadPage = await gatewayPage(failed.redirectUrl);
    expect(deadPage).toContain('This payment did not go through');
    // The failed payment's page leads to the cart, where a new payment starts (not back to this order).
    expect(deadPage).toMatch(/<a href="[^"]+\/foods\/item-view-cart">Back to your cart at RailBite<\/a>/);
    expect(deadPage).not.toContain(`/order-status/${failed.orderId}`);

    const response = await payAgain(failed.who, failed.orderId, 'pay-again-key-1');
    expect(response.statusCode, response.body).toBe(200);
    const again = response.json<InitOrderResponse>();
    expect(again.orderId).not.toBe(failed.orderId);
    expect(again.redirectUrl).not.toBe(failed.redirectUrl);
    expect(await gatewayPage(again.redirectUrl)).toContain('Complete your payment');

    const before = await kit.details(failed.who, failed.orderId);
    const after = await kit.details(failed.who, again.orderId);
    expect(after).toMatchObject({
      orderStatus: 'payment processing',
      paymentOutcome: 'awaiting payment',
      tip: 10,
      totalAmount: before.totalAmount,
      items: before.items,
      deliveryAddress: before.deliveryAddress,
    });
    // The failed attempt is not offered again: the new one is the customer's latest.
    expect(before).toMatchObject({ orderStatus: 'payment failed', canPayAgain: false });

    // The same request again (a double tap, a network retry) is the same new payment.
    const repeated = await payAgain(failed.who, failed.orderId, 'pay-again-key-1');
    expect(repeated.json<InitOrderResponse>()).toEqual(again);
    // Another request is refused: this attempt was replaced by the new one.
    const another = await payAgain(failed.who, failed.orderId, 'pay-again-key-2');
    expect(another.statusCode).toBe(409);
    expect(another.json<ErrorBody>().error.code).toBe('NOT_PAYABLE_AGAIN');
  });

  it('the new payment, once paid, places the order; the paid order is not payable again', async () => {
    const failed = await failedAttempt();
    const again = (await payAgain(failed.who, failed.orderId)).json<InitOrderResponse>();
    await kit.settledOnSandbox(again.redirectUrl, 'pay');
    // A paid payment's page returns to the order.
    expect(await gatewayPage(again.redirectUrl)).toContain(
      `/order-status/${again.orderId}">Back to RailBite`,
    );
    expect(await kit.details(failed.who, again.orderId)).toMatchObject({
      orderStatus: 'confirmed',
      paymentOutcome: 'paid',
      unpaidAttempts: 1,
    });
    const paidAgain = await payAgain(failed.who, again.orderId);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json<ErrorBody>().error).toMatchObject({
      code: 'NOT_PAYABLE_AGAIN',
      message: 'This order is already paid.',
    });
    const failedAgain = await payAgain(failed.who, failed.orderId);
    expect(failedAgain.json<ErrorBody>().error.message).toBe(`This cart was paid as order ${again.orderId}.`);
  });

  it('sends the customer to the cart when the cart changed, emptied or lost the address', async () => {
    const changed = await failedAttempt();
    await kit.addToCart(changed.who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const response = await payAgain(changed.who, changed.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'CART_CHANGED',
      message: 'Your cart has changed since this payment. Check it and pay from your cart.',
    });

    const emptied = await failedAttempt();
    expect(
      (await kit.t.app.inject({ method: 'DELETE', url: '/api/orders/cart', headers: emptied.who.headers }))
        .statusCode,
    ).toBe(200);
    const empty = await payAgain(emptied.who, emptied.orderId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<ErrorBody>().error.code).toBe('CART_EMPTY');

    const moved = await failedAttempt();
    const addresses = addressApi(kit.t, moved.who.headers);
    await addresses.created();
    expect((await addresses.delete(moved.who.addressId)).statusCode).toBe(200);
    const gone = await payAgain(moved.who, moved.orderId);
    expect(gone.statusCode).toBe(409);
    expect(gone.json<ErrorBody>().error.code).toBe('ADDRESS_GONE');
    // None of the refusals made an order: the failed attempt is still the latest, payable again.
    for (const attempt of [changed, emptied, moved])
      expect((await kit.details(attempt.who, attempt.orderId)).canPayAgain).toBe(true);
  });

  it('refuses a payment still open at the gateway', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const open = await kit.placed(who);
    const response = await payAgain(who, open.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('NOT_PAYABLE_AGAIN');
  });

  it('answers 404 for another customer’s order, as for a missing one, and makes no order', async () => {
    const failed = await failedAttempt();
    const intruder = await kit.customer();
    await kit.addToCart(intruder, kit.dish('Veg Biryani', 'Biryani Junction'), 2);
    for (const orderId of [failed.orderId, 'ORDaaaaaaaaaaaa']) {
      const response = await payAgain(intruder, orderId);
      expect(response.statusCode).toBe(404);
    }
    expect((await kit.details(failed.who, failed.orderId)).canPayAgain).toBe(true);
  });

  it('answers 400 for a malformed id or a body with fields, 401 without login', async () => {
    const failed = await failedAttempt();
    expect((await payAgain(failed.who, 'not-an-order')).statusCode).toBe(400);
    expect((await payAgain(failed.who, failed.orderId, undefined, { addressId: 1 })).statusCode).toBe(400);
    expect((await payAgain(failed.who, failed.orderId, 'bad key!')).statusCode).toBe(400);
    const anonymous = await kit.t.app.inject({
      method: 'POST',
      url: `/api/orders/pay-again/${failed.orderId}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
