import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderHistoryResponse } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { addressApi, addressBody } from '../../testing/address-fixture.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 20 (ADR 024): the order pages show the window promised when the payment confirmed the
// order, and before that the range computed for the address. The fixture's kitchens are at 28.64,
// 77.22 and take 15 minutes to cook: an address 3 km north gets 35–40 minutes.

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

const threeKmNorth = { latitude: 28.64 + (3000 / 6_371_000) * (180 / Math.PI), longitude: 77.22 };
const minutes = (n: number) => n * 60_000;

async function customerThreeKmAway() {
  const who = await kit.customer();
  const address = await addressApi(kit.t, who.headers).created(addressBody(threeKmNorth));
  await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'));
  return { ...who, addressId: address.id };
}

async function get<T>(who: { headers: Record<string, string> }, url: string) {
  const response = await kit.t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('the promised delivery window in order details and history', () => {
  it('shows the range while the payment is confirmed, then the window from the moment it was paid', async () => {
    const who = await customerThreeKmAway();
    const { orderId, redirectUrl } = await kit.placed(who, { addressId: who.addressId });

    // Not paid yet: the range computed for the address, no window.
    expect(await kit.details(who, orderId)).toMatchObject({
      orderStatus: 'payment processing',
      paymentOutcome: 'awaiting payment',
      deliverTimeMin: 35,
      deliverTimeMax: 40,
      promisedFrom: null,
      promisedBy: null,
    });

    kit.t.clock.advance(minutes(2));
    const paidAt = kit.t.clock.now().getTime();
    await kit.settledOnSandbox(redirectUrl, 'pay');
    const window = {
      deliverTimeMin: 35,
      deliverTimeMax: 40,
      promisedFrom: new Date(paidAt + minutes(35)).toISOString(),
      promisedBy: new Date(paidAt + minutes(40)).toISOString(),
    };
    expect(await kit.details(who, orderId)).toMatchObject({ orderStatus: 'confirmed', ...window });
    const history = await get<OrderHistoryResponse>(who, orderPaths.history);
    expect(history.data).toMatchObject([{ orderId, ...window }]);
    const latest = await get<{ data: OrderDetails | null }>(who, orderPaths.latestActive);
    expect(latest.data).toMatchObject({ orderId, ...window });
  });

  it('keeps the window as a fact once the order ended, without an estimate', async () => {
    const who = await customerThreeKmAway();
    const { orderId, redirectUrl } = await kit.placed(who, { addressId: who.addressId });
    await kit.settledOnSandbox(redirectUrl, 'pay');
    const cancelled = await kit.t.app.inject({
      method: 'POST',
      url: orderPaths.cancel(orderId),
      headers: who.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ data: OrderDetails }>().data).toMatchObject({
      orderStatus: 'cancelled',
      deliverTimeMin: null,
      deliverTimeMax: null,
      promisedFrom: expect.any(String) as string,
      promisedBy: expect.any(String) as string,
    });
  });

  it('promises nothing for an attempt that ended unpaid', async () => {
    const who = await customerThreeKmAway();
    const { orderId, redirectUrl } = await kit.placed(who, { addressId: who.addressId });
    await kit.settledOnSandbox(redirectUrl, 'fail');
    expect(await kit.details(who, orderId)).toMatchObject({
      orderStatus: 'payment failed',
      deliverTimeMin: null,
      deliverTimeMax: null,
      promisedFrom: null,
      promisedBy: null,
    });
  });

  it("answers another customer's order as not found (404), window and all", async () => {
    const who = await customerThreeKmAway();
    const { orderId, redirectUrl } = await kit.placed(who, { addressId: who.addressId });
    await kit.settledOnSandbox(redirectUrl, 'pay');
    const stranger = await kit.customer();
    const response = await kit.t.app.inject({
      method: 'GET',
      url: orderPaths.details(orderId),
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('promisedFrom');
    const history = await get<OrderHistoryResponse>(stranger, orderPaths.history);
    expect(history.data).toEqual([]);
  });
});
