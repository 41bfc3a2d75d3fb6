import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A page, or anything else with an API client (Playwright's `request` fixture: `{ request }`). */
type WithRequest = Pick<Page, 'request'>;
import { addressBody } from '../../apps/server/src/testing/address-fixture';
import { kitchen, menuOf } from './cart';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

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
