import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A page, or anything else with an API client (Playwright's `request` fixture: `{ request }`). */
type WithRequest = Pick<Page, 'request'>;
import { addressBody } from '../../apps/server/src/testing/address-fixture';
import { kitchen, menuOf } from './cart';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Bungalow 9 in Juhu, Mumbai: about 1,150 km from the kitchen's Delhi area. */
export const farAwayAddress = {
  completeAddress: 'Bungalow 9, Juhu Tara Road',
  area: 'Juhu',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400049',
  landmark: 'Near the beach',
  latitude: 19.1075,
  longitude: 72.8263,
  placeId: 'far-away-address',
};

/** Saves a delivery address through the API (the address journeys test the form and the map). */
export async function saveAddress(
  page: WithRequest,
  token: string,
  overrides: Parameters<typeof addressBody>[0] = {},
): Promise<number> {
  const response = await page.request.post('/api/user/create-user-address', {
    headers: auth(token),
    data: addressBody(overrides),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Puts the restaurant's first available dish in the cart through the API. */
export async function addDishThroughApi(page: WithRequest, token: string, restaurantId: number = kitchen.id) {
  const [dish] = (await menuOf(page.request, restaurantId)).filter((item) => item.isAvailable);
  if (!dish) throw new Error(`restaurant ${String(restaurantId)} needs an available dish`);
  const response = await page.request.post('/api/orders/add-to-cart', {
    headers: auth(token),
    data: { menuId: dish.menuId, restaurantId },
  });
  expect(response.ok()).toBe(true);
  return dish;
}

/** Starts a payment for the cart through the API; returns the order id and the gateway page's URL. */
export async function startPaymentThroughApi(page: WithRequest, token: string, addressId: number) {
  const response = await page.request.post('/api/orders/init-order', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: { addressId },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { orderId: string; redirectUrl: string };
}
