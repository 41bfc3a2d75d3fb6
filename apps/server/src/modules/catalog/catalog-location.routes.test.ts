import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListResponse, RestaurantSummary } from '@railbite/contract/catalog';
import { restaurants } from '../../db/schema/catalog.ts';
import {
  fillerCount,
  fixtureRestaurants,
  insertCatalogFixture,
  insertRestaurant,
} from '../../testing/catalog-fixture.ts';
import type { RestaurantSpec } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { deliveryMinutes, distanceMetres, metresToKm } from '../geo/delivery-model.ts';
import type { Point } from '../geo/delivery-model.ts';

// Issue 20: lists, search and the menu page for a delivery location (ADR 024).

const earthRadiusMetres = 6_371_000;
const northOf = (from: Point, metres: number): Point => ({
  latitude: from.latitude + (metres / earthRadiusMetres) * (180 / Math.PI),
  longitude: from.longitude,
});

/** The customer: Paharganj, 340 m from the fixture's kitchens (all at 28.64, 77.22, radius 5 km). */
const paharganj: Point = { latitude: 28.643, longitude: 77.2194 };
const mumbai: Point = { latitude: 18.969, longitude: 72.8205 };
const fixturePoint: Point = { latitude: 28.64, longitude: 77.22 };

type Placed = { spec: RestaurantSpec; at: Point; radiusM: number; preparationMinutes: number };
const kitchen = (name: string, rating: number, extra: Partial<RestaurantSpec> = {}): RestaurantSpec => ({
  name,
  rating,
  delivery: [15, 20],
  costForTwo: 400,
  cuisines: [],
  items: [],
  ...extra,
});
const placed: Placed[] = [
  // Exactly on its radius from the customer: it delivers.
  { spec: kitchen('Edge Kitchen', 4.9), at: northOf(paharganj, 5000), radiusM: 5000, preparationMinutes: 10 },
  // One metre past it: it does not.
  {
    spec: kitchen('Just Past Kitchen', 4.9),
    at: northOf(paharganj, -5001),
    radiusM: 5000,
    preparationMinutes: 10,
  },
  // 14 km away with the largest radius allowed: the box around the customer must reach it.
  {
    spec: kitchen('Far Reach Kitchen', 3.1),
    at: northOf(paharganj, 14_000),
    radiusM: 15_000,
    preparationMinutes: 30,
  },
  // Close, but its own area is smaller than the distance.
  {
    spec: kitchen('Small Area Kitchen', 4.8),
    at: northOf(paharganj, 2000),
    radiusM: 1500,
    preparationMinutes: 15,
  },
  {
    spec: kitchen('Bombay Biryani House', 4.7, {
      offer: { type: 'flat', amountPaise: 75_00, minOrderPaise: 349_00 },
      cuisines: ['Biryani'],
      items: [{ name: 'Mutton Biryani', category: 'Non Veg', price: 320 }],
    }),
    at: mumbai,
    radiusM: 7000,
    preparationMinutes: 20,
  },
];
const deliveringToPaharganj = [
  ...fixtureRestaurants.map((spec) => spec.name),
  ...Array.from({ length: fillerCount }, (_, index) => `Filler Kitchen ${String(index + 1)}`),
  'Edge Kitchen',
  'Far Reach Kitchen',
];

let t: TestApp;
let ids: Map<string, number>;
/** Where each kitchen is, how far it delivers and how long it cooks, by name. */
const kitchens = new Map<string, { at: Point; preparationMinutes: number }>();

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.database.db);
  for (const name of ids.keys()) kitchens.set(name, { at: fixturePoint, preparationMinutes: 15 });
  for (const { spec, at, radiusM, preparationMinutes } of placed) {
    const id = await insertRestaurant(t.database.db, spec);
    await t.database.db
      .update(restaurants)
      .set({ ...at, deliveryRadiusM: radiusM, preparationMinutes })
      .where(eq(restaurants.id, id));
    ids.set(spec.name, id);
    kitchens.set(spec.name, { at, preparationMinutes });
  }
});
afterAll(() => t.close());

const at = (point: Point) => `lat=${String(point.latitude)}&lng=${String(point.longitude)}`;
async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}
async function list(query: string, base = '/api/external/get-restaurants') {
  const response = await get(`${base}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RestaurantListResponse>();
}
const names = (rows: RestaurantSummary[]) => rows.map((row) => row.restaurant_name);
function fieldsOf(body: unknown) {
  return (body as { error: { details: { fields: { field: string; message: string }[] } } }).error.details
    .fields;
}
async function cuisineId(name: string) {
  const response = await get('/api/external/get-cuisines-category');
  const cuisine = response
    .json<{ data: { category_id: number; category_name: string }[] }>()
    .data.find((entry) => entry.category_name === name);
  return cuisine!.category_id;
}

/** What the model (geo/delivery-model.ts) says the card must show: the SQL must agree with it. */
function expectComputed(row: RestaurantSummary, point: Point) {
  const known = kitchens.get(row.restaurant_name)!;
  const metres = distanceMetres(known.at, point);
  const { min, max } = deliveryMinutes(known.preparationMinutes, metres);
  expect(row, row.restaurant_name).toMatchObject({
    distance_km: metresToKm(metres),
    delivery_time_min: min,
    delivery_time_max: max,
    estimated_delivery_time: `${String(min)}-${String(max)} mins`,
  });
}

describe('restaurant lists for a delivery location', () => {
  it('answers only the restaurants that deliver there, in the same order as without one', async () => {
    const everywhere = await list('limit=50');
    const here = await list(`limit=50&${at(paharganj)}`);
    expect(here.total).toBe(deliveringToPaharganj.length);
    expect(names(here.restaurants)).toEqual(
      names(everywhere.restaurants).filter((name) => deliveringToPaharganj.includes(name)),
    );
    // On the radius is in, one metre past it out; the box reaches a kitchen 14 km away.
    expect(names(here.restaurants)).toEqual(expect.arrayContaining(['Edge Kitchen', 'Far Reach Kitchen']));
    expect(names(here.restaurants)).not.toEqual(
      expect.arrayContaining(['Just Past Kitchen', 'Small Area Kitchen', 'Bombay Biryani House']),
    );
    for (const row of here.restaurants) expectComputed(row, paharganj);
    expect(here.restaurants.find((row) => row.restaurant_name === 'Edge Kitchen')).toMatchObject({
      distance_km: 5,
      delivery_time_min: 35,
      delivery_time_max: 45,
    });
  });

  it('keeps the old answer without a location: every restaurant, its own estimate, no distance', async () => {
    const everywhere = await list('limit=50');
    expect(everywhere.total).toBe(deliveringToPaharganj.length + 3);
    const napoli = everywhere.restaurants.find((row) => row.restaurant_name === 'Napoli Pizza House')!;
    expect(napoli).toMatchObject({ delivery_time_min: 35, delivery_time_max: 45 });
    expect(napoli).not.toHaveProperty('distance_km');
  });

  it('pages without repeats or gaps and keeps the total past the end', async () => {
    const all = await list(`limit=50&${at(paharganj)}`);
    const seen: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = await list(`page=${String(page)}&limit=7&${at(paharganj)}`);
      expect(body.total).toBe(deliveringToPaharganj.length);
      seen.push(...body.restaurants.map((row) => row.restaurant_id));
    }
    expect(seen).toEqual(all.restaurants.map((row) => row.restaurant_id));
    const past = await list(`page=9&limit=10&${at(paharganj)}`);
    expect(past).toMatchObject({ restaurants: [], total: deliveringToPaharganj.length });
  });

  it('serves another city its own kitchens: offers, a cuisine, a dish (Discover New, cuisine lists, Noodles)', async () => {
    const biryani = await cuisineId('Biryani');
    const offersInMumbai = await list(`hasOffer=true&limit=10&${at(mumbai)}`);
    expect(names(offersInMumbai.restaurants)).toEqual(['Bombay Biryani House']);
    expectComputed(offersInMumbai.restaurants[0]!, mumbai);
    const offersHere = await list(`hasOffer=true&${at(paharganj)}`);
    expect(names(offersHere.restaurants)).toEqual(['Biryani Junction', 'Napoli Pizza House']);
    const byCuisine = `/api/external/get-restaurants-by-category-id/${String(biryani)}`;
    expect(names((await list(at(mumbai), byCuisine)).restaurants)).toEqual(['Bombay Biryani House']);
    expect(names((await list(at(paharganj), byCuisine)).restaurants)).toEqual([
      'Biryani Junction',
      'Station Spice Kitchen',
    ]);
    expect(names((await list(`dish=biryani&${at(mumbai)}`)).restaurants)).toEqual(['Bombay Biryani House']);
    expect(names((await list(`dish=biryani&${at(paharganj)}`)).restaurants)).toEqual([
      'Biryani Junction',
      'Station Spice Kitchen',
    ]);
    // Nowhere near a kitchen: an empty list, not an error.
    expect(await list(at({ latitude: 34.1, longitude: 77.58 }))).toMatchObject({ restaurants: [], total: 0 });
  });

  it('sorts and filters by the delivery time computed for the location', async () => {
    const byTime = await list(`sort=delivery-time&limit=50&${at(paharganj)}`);
    const keys = byTime.restaurants.map((row) => [row.delivery_time_max, row.delivery_time_min]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(names(byTime.restaurants).slice(-2)).toEqual(['Edge Kitchen', 'Far Reach Kitchen']);
    // Napoli's own estimate is 35–45 minutes, but 340 m away it delivers in 25–30: fast here.
    const fast = names((await list(`fastDelivery=true&limit=50&${at(paharganj)}`)).restaurants);
    expect(fast).toContain('Napoli Pizza House');
    expect(fast).not.toContain('Edge Kitchen');
    expect(fast).toHaveLength(deliveringToPaharganj.length - 2);
  });
});

describe('search for a delivery location', () => {
  async function search(query: string) {
    const response = await get(`/api/external/search-restaurants-and-categories?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { restaurants: RestaurantSummary[]; categories: unknown[] } }>().data;
  }

  it('finds only the restaurants that deliver there, with distance and time', async () => {
    const here = await search(`search=biryani&${at(paharganj)}`);
    expect(names(here.restaurants)).toEqual(['Biryani Junction', 'Station Spice Kitchen']);
    for (const row of here.restaurants) expectComputed(row, paharganj);
    expect(here.categories).toHaveLength(1);
    const there = await search(`search=biryni&${at(mumbai)}`);
    expect(names(there.restaurants)).toEqual(['Bombay Biryani House']);
    expectComputed(there.restaurants[0]!, mumbai);
    // Without a location, everywhere, as before.
    const everywhere = await search('search=biryani');
    expect(names(everywhere.restaurants)).toEqual(
      expect.arrayContaining(['Biryani Junction', 'Station Spice Kitchen', 'Bombay Biryani House']),
    );
    expect(everywhere.restaurants[0]).not.toHaveProperty('distance_km');
  });
});

describe('the menu page’s restaurant for a delivery location', () => {
  async function detail(name: string, query = '') {
    const response = await get(`/api/external/get-restaurant-by-id/${String(ids.get(name))}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Record<string, unknown> }>().data;
  }

  it('says whether it delivers there, how far it is and how soon', async () => {
    expect(await detail('Edge Kitchen', at(paharganj))).toMatchObject({
      delivers_to_location: true,
      distance_km: 5,
      delivery_radius_km: 5,
      estimated_delivery_time: '35-45 mins',
    });
    expect(await detail('Just Past Kitchen', at(paharganj))).toMatchObject({
      delivers_to_location: false,
      distance_km: 5,
    });
    expect(await detail('Bombay Biryani House', at(paharganj))).toMatchObject({
      delivers_to_location: false,
    });
    const anywhere = await detail('Edge Kitchen');
    expect(anywhere).toMatchObject({ delivery_radius_km: 5, estimated_delivery_time: '15-20 mins' });
    expect(anywhere).not.toHaveProperty('delivers_to_location');
    expect(anywhere).not.toHaveProperty('distance_km');
  });
});

describe('delivery location validation', () => {
  const paths = [
    '/api/external/get-restaurants',
    '/api/external/get-restaurants-by-category-id/1',
    '/api/external/search-restaurants-and-categories',
    '/api/external/get-restaurant-by-id/1',
  ];
  it.each([
    ['lat=28.6', 'lng', 'lat and lng must be given together'],
    ['lng=77.2', 'lat', 'lat and lng must be given together'],
    ['lat=90.5&lng=77.2', 'lat', 'lat must be between -90 and 90'],
    ['lat=28.6&lng=-180.01', 'lng', 'lng must be between -180 and 180'],
    ['lat=abc&lng=77.2', 'lat', 'lat must be a number'],
    ['lat=1e3&lng=77.2', 'lat', 'lat must be a number'],
    ['lat=&lng=77.2', 'lat', 'lat is required'],
    ['lat=28.6&lat=28.7&lng=77.2', 'lat', undefined],
    ['lat=28.6&lng=77.2&near=1', 'near', undefined],
  ])('rejects %s with 400 naming %s', async (query, field, message) => {
    for (const path of paths) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      const failing = fieldsOf(response.json()).find((entry) => entry.field === field);
      expect(failing, `${path} ${response.body}`).toBeDefined();
      if (message) expect(failing!.message).toBe(message);
    }
  });
});
