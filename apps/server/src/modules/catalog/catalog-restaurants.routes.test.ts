import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListResponse, RestaurantSummary } from '@railbite/contract/catalog';
import { restaurants } from '../../db/schema/catalog.ts';
import { fillerCount, fixtureRestaurants, insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ids: Map<string, number>;
const totalRestaurants = fixtureRestaurants.length + fillerCount;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60_000;
/** How long from `at` until the next 12:00 in India (06:30 UTC). */
function untilIndiaNoon(at: Date): number {
  return (((Date.UTC(2000, 0, 1, 6, 30) - at.getTime()) % dayMs) + dayMs) % dayMs;
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}
async function list(query = '', base = '/api/external/get-restaurants') {
  const response = await get(`${base}${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<RestaurantListResponse>();
}
const names = (restaurants: RestaurantSummary[]) =>
  restaurants.map((restaurant) => restaurant.restaurant_name);
function fieldsOf(body: unknown) {
  return (body as { error: { details: { fields: { field: string }[] } } }).error.details.fields.map(
    (f) => f.field,
  );
}

describe('GET /api/external/get-cuisines-category', () => {
  it('lists the cuisines in their order with the spec fields', async () => {
    const response = await get('/api/external/get-cuisines-category');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { category_name: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.data.map((cuisine) => cuisine.category_name)).toEqual([
      'Pizza',
      'Biryani',
      'South Indian',
      'Desserts',
    ]);
    expect(body.data[0]).toEqual({
      category_id: expect.any(Number) as unknown,
      category_name: 'Pizza',
      category_image: '/images/cuisines/c0.svg',
    });
  });
});

describe('GET /api/external/get-restaurants', () => {
  it('gives page 1 of 10, best rated first, with the total and the spec fields in rupees', async () => {
    const body = await list();
    expect(body).toMatchObject({ success: true, total: totalRestaurants, page: 1, limit: 10 });
    expect(body.restaurants).toHaveLength(10);
    // Two restaurants rate 4.5: the older id comes first, every time.
    expect(names(body.restaurants).slice(0, 4)).toEqual([
      'Biryani Junction',
      'Station Spice Kitchen',
      'Annapoorna Tiffin Centre',
      'Thali Express',
    ]);
    expect(body.restaurants[0]).toEqual({
      restaurant_id: ids.get('Biryani Junction'),
      restaurant_name: 'Biryani Junction',
      restaurant_image: '/images/restaurants/r.svg',
      rating: 4.5,
      total_reviews: 100,
      estimated_delivery_time: '20-25 mins',
      delivery_time_min: 20,
      delivery_time_max: 25,
      cuisine_type: 'Biryani',
      address: 'Station Road',
      city: 'New Delhi',
      state: 'Delhi',
      station_code: 'NDLS',
      station_name: 'New Delhi',
      is_pure_veg: false,
      offer_text: '20% OFF up to ₹50 above ₹999',
      cost_for_two: 400,
    });
  });

  it('pages without duplicates or gaps', async () => {
    const all = await list('limit=50');
    const seen: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = await list(`page=${String(page)}&limit=7`);
      seen.push(...body.restaurants.map((restaurant) => restaurant.restaurant_id));
    }
    expect(seen).toEqual(all.restaurants.map((restaurant) => restaurant.restaurant_id));
    expect(new Set(seen).size).toBe(totalRestaurants);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const body = await list('page=99');
    expect(body.restaurants).toEqual([]);
    expect(body.total).toBe(totalRestaurants);
  });

  it.each([
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['limit=1.5', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1&page=2', 'page'],
    ['page=10001', 'page'],
    ['fastDelivery=yes', 'fastDelivery'],
    ['priceBand=cheap', 'priceBand'],
    ['sort=name', 'sort'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/external/get-restaurants?${query}`);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
  });

  it.each([
    ['fastDelivery=true', ['Biryani Junction', 'Annapoorna Tiffin Centre', 'Budget Bites']],
    [
      'topRated=1',
      ['Biryani Junction', 'Station Spice Kitchen', 'Annapoorna Tiffin Centre', 'Thali Express'],
    ],
    ['pureVeg=true', ['Annapoorna Tiffin Centre']],
    ['hasOffer=true', ['Biryani Junction', 'Napoli Pizza House']],
    ['priceBand=under-300', ['Annapoorna Tiffin Centre', 'Budget Bites']],
    ['priceBand=300-600', ['Biryani Junction', 'Station Spice Kitchen', 'Thali Express']],
    ['topRated=true&fastDelivery=true&hasOffer=true', ['Biryani Junction']],
    ['fastDelivery=false', undefined],
  ])('filters with %s', async (query, expected) => {
    const body = await list(`${query}&limit=50`);
    if (expected === undefined) {
      expect(body.total).toBe(totalRestaurants);
      return;
    }
    expect(names(body.restaurants)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });
});

describe('GET /api/external/get-restaurants-by-category-id/:id', () => {
  it('lists the restaurants serving that cuisine, with their headline cuisines', async () => {
    const cuisines = (await get('/api/external/get-cuisines-category')).json<{
      data: { category_id: number; category_name: string }[];
    }>().data;
    const biryani = cuisines.find((cuisine) => cuisine.category_name === 'Biryani')!;
    const body = await list(
      '',
      `/api/external/get-restaurants-by-category-id/${String(biryani.category_id)}`,
    );
    expect(names(body.restaurants)).toEqual(['Biryani Junction', 'Station Spice Kitchen']);
    expect(body.total).toBe(2);
    expect(body.restaurants[1]!.cuisine_type).toBe('Biryani, South Indian');

    const filtered = await list(
      'priceBand=300-600&fastDelivery=true',
      `/api/external/get-restaurants-by-category-id/${String(biryani.category_id)}`,
    );
    expect(names(filtered.restaurants)).toEqual(['Biryani Junction']);
  });

  it('answers 404 for an unknown cuisine and 400 for a bad id', async () => {
    const missing = await get('/api/external/get-restaurants-by-category-id/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      expect((await get(`/api/external/get-restaurants-by-category-id/${bad}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/external/get-restaurant-by-id/:id', () => {
  it('gives the detail with cuisines in order, opening hours and coordinates', async () => {
    const id = ids.get('Station Spice Kitchen')!;
    const response = await get(`/api/external/get-restaurant-by-id/${String(id)}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: Record<string, unknown> & { cuisines: { category_name: string }[] };
    }>();
    expect(data).toMatchObject({
      restaurant_id: id,
      restaurant_name: 'Station Spice Kitchen',
      rating: 4.5,
      total_reviews: 100,
      estimated_delivery_time: '30-40 mins',
      opens_at: '00:00',
      closes_at: '23:59',
      is_open_now: true,
      latitude: 28.64,
      longitude: 77.22,
      cost_for_two: 300,
    });
    expect(data.cuisines.map((cuisine) => cuisine.category_name)).toEqual(['Biryani', 'South Indian']);
  });

  it('says whether the restaurant is open now: its switch, and its hours in India time', async () => {
    const id = ids.get('Thali Express')!;
    const isOpenNow = async () =>
      (await get(`/api/external/get-restaurant-by-id/${String(id)}`)).json<{
        data: { is_open_now: boolean };
      }>().data.is_open_now;
    const restaurant = eq(restaurants.id, id);
    try {
      await t.database.db.update(restaurants).set({ isAcceptingOrders: false }).where(restaurant);
      expect(await isOpenNow()).toBe(false);
      await t.database.db.update(restaurants).set({ isAcceptingOrders: true }).where(restaurant);
      expect(await isOpenNow()).toBe(true);
      // Noon in India next, with hours 11:00–12:30: open, then closed once the clock passes 12:30.
      t.clock.advance(untilIndiaNoon(t.clock.now()));
      await t.database.db.update(restaurants).set({ opensAt: '11:00', closesAt: '12:30' }).where(restaurant);
      expect(await isOpenNow()).toBe(true);
      t.clock.advance(31 * 60_000);
      expect(await isOpenNow()).toBe(false);
    } finally {
      await t.database.db
        .update(restaurants)
        .set({ opensAt: '00:00', closesAt: '23:59', isAcceptingOrders: true })
        .where(restaurant);
    }
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get('/api/external/get-restaurant-by-id/99999')).statusCode).toBe(404);
    expect((await get('/api/external/get-restaurant-by-id/abc')).statusCode).toBe(400);
    expect((await get('/api/external/get-restaurant-by-id/0')).statusCode).toBe(400);
  });
});
