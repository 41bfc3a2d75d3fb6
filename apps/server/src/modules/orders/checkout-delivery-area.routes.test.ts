import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import type { InitOrderResponse } from '@railbite/contract/orders';
import { orders, payments } from '../../db/schema/orders.ts';
import { sandboxPayments } from '../../db/schema/sandbox-gateway.ts';
import { users } from '../../db/schema/users.ts';
import { addressApi, addressBody } from '../../testing/address-fixture.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 20: checkout refuses an address outside the restaurant's delivery area, and the order keeps
// the time computed for the distance, promised from the moment it is paid (ADR 024). The fixture's
// kitchens are at 28.64, 77.22, deliver within 5 km and take 15 minutes to cook.

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

const kitchen = { latitude: 28.64, longitude: 77.22 };
const northOf = (metres: number) => ({
  latitude: kitchen.latitude + (metres / 6_371_000) * (180 / Math.PI),
  longitude: kitchen.longitude,
});

type ErrorBody = { error: { code: string; message: string; details: Record<string, unknown> } };

async function customerAt(point: { latitude: number; longitude: number }) {
  const who = await kit.customer();
  const address = await addressApi(kit.t, who.headers).created(
    addressBody({ ...point, completeAddress: `Flat ${String(point.latitude)}` }),
  );
  return { ...who, addressId: address.id };
}

async function cartOf(headers: Record<string, string>, query = '') {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: `/api/orders/get-cart-info${query}`,
    headers,
  });
  return response.json<{ data: Cart | null }>().data;
}

async function userIdOf(mobile: string) {
  const [row] = await kit.t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

describe('checkout and the delivery area', () => {
  it('refuses an address outside the area with 409 and what to do; nothing is charged and the cart stays', async () => {
    const who = await customerAt({ latitude: 18.969, longitude: 72.8205 });
    await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'), 2);
    const cartBefore = await cartOf(who.headers);
    const gatewayPaymentsBefore = (await kit.t.database.db.select().from(sandboxPayments)).length;

    const response = await kit.initOrder(who, {}, 'checkout-out-of-area-1');
    expect(response.statusCode).toBe(409);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe('OUT_OF_DELIVERY_AREA');
    expect(error.message).toMatch(
      /^Biryani Junction does not deliver to this address: it is \d+(\.\d)? km away/,
    );
    expect(error.message).toContain('delivers within 5 km');
    expect(error.message).toContain('Choose an address nearer the restaurant, or order from a restaurant');
    expect(error.details).toMatchObject({ addressId: who.addressId, deliveryRadiusKm: 5 });

    const userId = await userIdOf(who.mobile);
    expect(await kit.t.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect(
      await kit.t.database.db
        .select()
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.userId, userId)),
    ).toEqual([]);
    expect(await kit.t.database.db.select().from(sandboxPayments)).toHaveLength(gatewayPaymentsBefore);
    expect(await cartOf(who.headers)).toEqual(cartBefore);

    // The same Idempotency-Key was released: after choosing an address it delivers to, the checkout
    // goes through (a new body, so a new answer).
    const near = await addressApi(kit.t, who.headers).created(addressBody({ ...northOf(1000) }));
    const retried = await kit.initOrder(who, { addressId: near.id }, 'checkout-out-of-area-2');
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('takes an address exactly on the radius and refuses one a metre past it', async () => {
    const onEdge = await customerAt(northOf(5000));
    await kit.addToCart(onEdge, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    expect((await kit.initOrder(onEdge)).statusCode).toBe(200);

    const pastEdge = await customerAt(northOf(5001));
    await kit.addToCart(pastEdge, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const refused = await kit.initOrder(pastEdge);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.details).toMatchObject({ distanceKm: 5, deliveryRadiusKm: 5 });
  });

  it('keeps the time computed for the distance and stores the promised window when the payment confirms it', async () => {
    const who = await customerAt(northOf(3000));
    await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'));
    // What the Payment page shows for the chosen address is what the order keeps.
    expect(await cartOf(who.headers, `?addressId=${String(who.addressId)}`)).toMatchObject({
      deliverTimeMin: 35,
      deliverTimeMax: 40,
    });
    const { orderId, redirectUrl } = (await kit.initOrder(who)).json<InitOrderResponse>();
    const row = async () => (await kit.t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    // 3 km with 15 minutes of preparation: 35–40 minutes, not the kitchen's own 20–25.
    expect(await row()).toMatchObject({
      deliverTimeMin: 35,
      deliverTimeMax: 40,
      promisedFrom: null,
      promisedBy: null,
    });

    kit.t.clock.advance(90_000);
    const paidAt = kit.t.clock.now().getTime();
    await kit.settleOnSandbox(redirectUrl, 'pay');
    const webhook = kit.deliveries.at(-1)!;
    expect((await kit.deliver(webhook.rawBody, webhook.headers)).statusCode).toBe(200);
    const paid = await row();
    expect(paid.status).toBe('confirmed');
    expect(paid.promisedFrom?.getTime()).toBe(paidAt + 35 * 60_000);
    expect(paid.promisedBy?.getTime()).toBe(paidAt + 40 * 60_000);
    expect((await kit.details(who, orderId)).deliverTimeMin).toBe(35);
  });
});
