import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListResponse } from '@railbite/contract/catalog';
import { fillerCount, fixtureRestaurants, insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/external/get-restaurants?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<RestaurantListResponse>();
}
const namesOf = (body: RestaurantListResponse) => body.restaurants.map((r) => r.restaurant_name);

describe('GET /api/external/get-restaurants?sort', () => {
  it('sorts by delivery time, quickest first, rating breaking ties', async () => {
    const body = await list('sort=delivery-time&limit=6');
    expect(namesOf(body)).toEqual([
      'Annapoorna Tiffin Centre',
      'Biryani Junction',
      'Budget Bites',
      'Thali Express',
      'Station Spice Kitchen',
      'Napoli Pizza House',
    ]);
  });

  it('sorts by cost for two both ways', async () => {
    expect(namesOf(await list('sort=cost-low-to-high&limit=4'))).toEqual([
      'Annapoorna Tiffin Centre',
      'Budget Bites',
      'Station Spice Kitchen',
      'Biryani Junction',
    ]);
    // The 24 fillers cost ₹800 for two: they come first, then Napoli (₹700).
    const highFirst = await list(`sort=cost-high-to-low&limit=25`);
    expect(namesOf(highFirst)[24]).toBe('Napoli Pizza House');
  });

  it('keeps the default (best rated first) for sort=rating', async () => {
    expect(namesOf(await list('sort=rating&limit=3'))).toEqual(namesOf(await list('limit=3')));
  });

  it('pages through a sort without repeats or gaps', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      seen.push(...namesOf(await list(`sort=cost-low-to-high&page=${String(page)}&limit=9`)));
    }
    expect(seen).toHaveLength(fixtureRestaurants.length + fillerCount);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('combines with the filter chips', async () => {
    expect(namesOf(await list('sort=cost-low-to-high&hasOffer=true'))).toEqual([
      'Biryani Junction',
      'Napoli Pizza House',
    ]);
  });

  it('rejects an unknown sort with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/external/get-restaurants?sort=name' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'sort must be rating, delivery-time, cost-low-to-high or cost-high-to-low',
    );
  });
});

describe('GET /api/external/get-restaurants?dish', () => {
  it('lists only restaurants with a dish whose name contains the term, in any case', async () => {
    const body = await list('dish=BIRYANI');
    expect(body.total).toBe(2);
    expect(namesOf(body)).toEqual(['Biryani Junction', 'Station Spice Kitchen']);
  });

  it('takes wildcards literally and ignores an empty term', async () => {
    expect((await list('dish=%25')).total).toBe(0);
    expect((await list('dish=')).total).toBe(fixtureRestaurants.length + fillerCount);
  });

  it('combines with sort and filters', async () => {
    expect(namesOf(await list('dish=biryani&sort=cost-low-to-high'))).toEqual([
      'Station Spice Kitchen',
      'Biryani Junction',
    ]);
    expect(namesOf(await list('dish=biryani&hasOffer=true'))).toEqual(['Biryani Junction']);
  });
});
