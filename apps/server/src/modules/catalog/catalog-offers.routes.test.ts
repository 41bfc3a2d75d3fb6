import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '@railbite/contract/cart';
import type {
  RestaurantItemsResponse,
  RestaurantListResponse,
  RestaurantSummary,
} from '@railbite/contract/catalog';
import { cartLimits } from '@railbite/contract/cart';
import { applySeeds } from '../../db/seed/seed.ts';
import { loggedInCustomer } from '../../testing/customers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Issue 15: every offer the catalog shows is a rule the server's pricing applies — checked on the
// whole demo catalog, the way a customer would: fill a cart to the offer's minimum and read the bill.
let t: TestApp;
let all: RestaurantSummary[];
beforeAll(async () => {
  t = await createTestApp();
  await applySeeds(t.database.db, 'demo');
  all = await everyRestaurant('');
});
afterAll(() => t.close());

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function everyRestaurant(filters: string): Promise<RestaurantSummary[]> {
  const restaurants: RestaurantSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getJson<RestaurantListResponse>(
      `/api/external/get-restaurants?page=${String(page)}&limit=50${filters}`,
    );
    restaurants.push(...list.restaurants);
    if (restaurants.length >= list.total || list.restaurants.length === 0) return restaurants;
  }
}

/** The smallest whole number of rupees in an offer text's "above ₹N" (0 when it has no minimum). */
function minimumOf(text: string): number {
  const match = /above ₹([\d,]+)$/.exec(text);
  return match ? Number(match[1]?.replaceAll(',', '')) : 0;
}

describe('offers in the catalog', () => {
  it('the Offers filter lists exactly the restaurants that show an offer', async () => {
    const withText = all.filter((restaurant) => restaurant.offer_text !== null);
    expect(withText.length).toBeGreaterThan(10);
    const filtered = await everyRestaurant('&hasOffer=true');
    expect(filtered.map((r) => r.restaurant_id).sort()).toEqual(withText.map((r) => r.restaurant_id).sort());
  });

  it('every offer shown is taken off a cart that reaches its minimum, under the same words', async () => {
    const customer = await loggedInCustomer(t);
    for (const restaurant of all) {
      const items = await getJson<RestaurantItemsResponse>(
        `/api/external/get-restaurant-items/${String(restaurant.restaurant_id)}?limit=50`,
      );
      const dish = items.data
        .filter((item) => item.isAvailable)
        .reduce((best, item) => (item.finalPrice > best.finalPrice ? item : best));
      const minimum = restaurant.offer_text === null ? 0 : minimumOf(restaurant.offer_text);
      const quantity = Math.max(1, Math.ceil(minimum / dish.finalPrice));
      expect(quantity, restaurant.restaurant_name).toBeLessThanOrEqual(cartLimits.maxLineQuantity);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/orders/add-to-cart',
        headers: customer.headers,
        payload: { menuId: dish.menuId, restaurantId: restaurant.restaurant_id, quantity, replaceCart: true },
      });
      expect(added.statusCode, added.body).toBe(200);
      const cart = added.json<CartResponse>().data;
      if (restaurant.offer_text === null) {
        expect(cart, restaurant.restaurant_name).toMatchObject({ offer: null, offerDiscount: 0 });
      } else {
        expect(cart?.offer, restaurant.restaurant_name).toEqual({
          text: restaurant.offer_text,
          amountToUnlock: 0,
        });
        expect(cart?.offerDiscount, restaurant.restaurant_name).toBeGreaterThan(0);
      }
    }
  });
});
