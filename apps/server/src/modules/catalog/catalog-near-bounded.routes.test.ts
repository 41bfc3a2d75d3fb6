import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearbyTotalCap } from '@railbite/contract/catalog';
import type { RestaurantListResponse } from '@railbite/contract/catalog';
import { restaurants } from '../../db/schema/catalog.ts';
import { insertCatalogFixture, insertRestaurant } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

// ADR 028's addendum: a list for a place where more than `nearbyTotalCap` kitchens deliver stops
// counting, reads the page in rating order, and must still answer exactly the kitchens, order and
// pages the exact list would; its total is then a lower bound (the kitchens listed up to the page).

const bhopal = { latitude: 23.2599, longitude: 77.4126 };
const denseCount = nearbyTotalCap + 30;
/** Every third dense kitchen serves Biryani: fewer than the cap, in a place with more than the cap. */
const biryaniEvery = 3;

let t: TestApp;
/** The dense kitchens' ids in the list's order: best rated first, then the lower id. */
let expectedOrder: number[];
let expectedBiryani: number[];

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.database.db);
  const placed: { id: number; rating: number; biryani: boolean }[] = [];
  for (let k = 0; k < denseCount; k += 1) {
    // Ratings repeat (ties are broken by id) and are unrelated to the insertion order.
    const rating = 3 + ((k * 7) % 20) / 10;
    const biryani = k % biryaniEvery === 0;
    const id = await insertRestaurant(t.database.db, {
      name: `Bhopal Kitchen ${String(k)}`,
      rating,
      delivery: [20, 30],
      costForTwo: 300 + k,
      cuisines: biryani ? ['Biryani'] : [],
      items: [],
    });
    placed.push({ id, rating, biryani });
  }
  // Spread within 2 km of the centre, each delivering 5 km: all of them deliver to the centre.
  await t.database.db
    .update(restaurants)
    .set({
      latitude: sql`${bhopal.latitude} + ((${restaurants.id} % 17) - 8) * 0.002`,
      longitude: sql`${bhopal.longitude} + ((${restaurants.id} % 13) - 6) * 0.002`,
      deliveryRadiusM: 5000,
      preparationMinutes: 15,
    })
    .where(
      inArray(
        restaurants.id,
        placed.map((kitchen) => kitchen.id),
      ),
    );
  const byListOrder = (a: (typeof placed)[number], b: (typeof placed)[number]) =>
    b.rating - a.rating || a.id - b.id;
  expectedOrder = [...placed].sort(byListOrder).map((kitchen) => kitchen.id);
  expectedBiryani = placed
    .filter((kitchen) => kitchen.biryani)
    .sort(byListOrder)
    .map((kitchen) => kitchen.id);
});
afterAll(() => t.close());

const at = `lat=${String(bhopal.latitude)}&lng=${String(bhopal.longitude)}`;
async function list(query: string, base = '/api/external/get-restaurants') {
  const response = await t.app.inject({ method: 'GET', url: `${base}?${query}&${at}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RestaurantListResponse>();
}
const idsOf = (body: RestaurantListResponse) => body.restaurants.map((row) => row.restaurant_id);

describe('a list where more kitchens deliver than it counts', () => {
  it('answers the best rated first, ties by id, with a lower-bound total', async () => {
    const first = await list('limit=10');
    expect(first).toMatchObject({ total: 10, totalIsLowerBound: true, page: 1, limit: 10 });
    expect(idsOf(first)).toEqual(expectedOrder.slice(0, 10));
    expect(first.restaurants[0]?.distance_km).toEqual(expect.any(Number));
  });

  it('pages past the cap without repeats or gaps, to a short last page, then an empty one', async () => {
    const seen: number[] = [];
    const limit = 25;
    const pages = Math.ceil(denseCount / limit);
    for (let page = 1; page <= pages; page += 1) {
      const body = await list(`page=${String(page)}&limit=${String(limit)}`);
      seen.push(...idsOf(body));
      expect(body).toMatchObject({ total: seen.length, totalIsLowerBound: true });
    }
    expect(seen).toEqual(expectedOrder);
    // Past the end nothing was listed: the count, bounded, says there are at least the cap.
    const past = await list(`page=${String(pages + 1)}&limit=${String(limit)}`);
    expect(past).toMatchObject({ restaurants: [], total: nearbyTotalCap, totalIsLowerBound: true });
  });

  it('lists a cuisine of the busy place in the same order, and counts exactly in an order with no index', async () => {
    const biryani = await t.app.inject({ method: 'GET', url: '/api/external/get-cuisines-category' });
    const cuisine = biryani
      .json<{ data: { category_id: number; category_name: string }[] }>()
      .data.find((entry) => entry.category_name === 'Biryani')!;
    const byCuisine = await list(
      'limit=50',
      `/api/external/get-restaurants-by-category-id/${String(cuisine.category_id)}`,
    );
    // The fixture's two Delhi Biryani kitchens are far away: only the Bhopal ones deliver here. The
    // page comes back short (fewer than 50), which tells the client it is the last.
    expect(idsOf(byCuisine)).toEqual(expectedBiryani);
    expect(byCuisine).toMatchObject({ total: expectedBiryani.length, totalIsLowerBound: true });

    const byTime = await list('limit=10&sort=delivery-time');
    expect(byTime.total).toBe(denseCount);
    expect(byTime).not.toHaveProperty('totalIsLowerBound');
  });
});
