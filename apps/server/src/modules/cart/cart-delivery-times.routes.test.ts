import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import { addressApi, addressBody } from '../../testing/address-fixture.ts';
import { createCheckoutKit } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';

// Issue 20: the cart's delivery times are computed for the delivery address (ADR 024). The fixture's
// kitchens are at 28.64, 77.22 with a 5 km radius and 15 minutes of preparation; the customer's
// default address (address-fixture.ts) is 340 m away.

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

/** 3 km due north of the kitchens: 4.2 km of road, 35–40 minutes with 15 of preparation. */
const threeKmNorth = { latitude: 28.64 + (3000 / 6_371_000) * (180 / Math.PI), longitude: 77.22 };
const mumbai = { latitude: 18.969, longitude: 72.8205 };

async function cartOf(headers: Record<string, string>, query = '') {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: `/api/orders/get-cart-info${query}`,
    headers,
  });
  return response;
}
async function cartData(headers: Record<string, string>, query = '') {
  const response = await cartOf(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Cart }>().data;
}

describe('the cart’s delivery times', () => {
  it('falls back to 25–30 minutes while the customer has no address', async () => {
    const who = await kit.customer();
    await addressApi(kit.t, who.headers).delete(who.addressId);
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const cart = await cartData(who.headers);
    expect(cart).toMatchObject({ deliverTimeMin: 25, deliverTimeMax: 30 });
    expect(cart).not.toHaveProperty('deliveryCheck');
  });

  it('computes them for the default address, or the one asked for, and says whether it delivers there', async () => {
    const who = await kit.customer();
    const addresses = addressApi(kit.t, who.headers);
    const north = await addresses.created(addressBody({ ...threeKmNorth, completeAddress: 'Flat 3, North' }));
    const far = await addresses.created(
      addressBody({ ...mumbai, city: 'Mumbai', completeAddress: 'Flat 9' }),
    );
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));

    // The default (the first address saved), 340 m away.
    expect(await cartData(who.headers)).toMatchObject({
      deliverTimeMin: 25,
      deliverTimeMax: 30,
      deliveryCheck: {
        addressId: who.addressId,
        distanceKm: 0.3,
        deliveryRadiusKm: 5,
        deliversToAddress: true,
      },
    });
    expect(await cartData(who.headers, `?addressId=${String(north.id)}`)).toMatchObject({
      deliverTimeMin: 35,
      deliverTimeMax: 40,
      deliveryCheck: { addressId: north.id, distanceKm: 3, deliversToAddress: true },
    });
    const mumbaiCart = await cartData(who.headers, `?addressId=${String(far.id)}`);
    expect(mumbaiCart.deliveryCheck).toMatchObject({ addressId: far.id, deliversToAddress: false });
    expect(mumbaiCart.deliveryCheck?.distanceKm).toBeGreaterThan(1000);

    // Making another address the default moves the cart's answer with it.
    await addresses.setDefault(north.id);
    expect(await cartData(who.headers)).toMatchObject({ deliveryCheck: { addressId: north.id } });
    // The cart answers of add and change use the default too.
    const added = await kit.t.app.inject({
      method: 'POST',
      url: '/api/orders/change-cart-get-cart-info',
      headers: who.headers,
      payload: { ...kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'), quantity: 2 },
    });
    expect(added.json<{ data: Cart }>().data).toMatchObject({ deliverTimeMin: 35, deliverTimeMax: 40 });
  });

  it('answers 404 for another customer’s address and 400 for a malformed id', async () => {
    const who = await kit.customer();
    const other = await kit.customer();
    await kit.addToCart(who, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    for (const addressId of [other.addressId, 999_999]) {
      const response = await cartOf(who.headers, `?addressId=${String(addressId)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toBe('Address not found.');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '', `${String(who.addressId)}&addressId=1`]) {
      const response = await cartOf(who.headers, `?addressId=${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await cartOf(who.headers, '?near=1')).statusCode).toBe(400);
  });
});
