import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database, Db } from '../client.ts';
import { cuisines, menuItems, restaurantCuisines, restaurants } from '../schema/catalog.ts';
import { createOfflineGeocoder } from '../../modules/geo/offline-geocoder.ts';
import { distanceKm } from '../../modules/geo/geo-distance.ts';
import { hubStationCodes } from './catalog-seed.ts';
import { citySize, deliveryRadiusMetresBySize, majorCities } from './data/delivery-areas.ts';
import { stations } from './data/generate-restaurant.ts';
import { maxSlugLength, slugPattern } from './data/slug.ts';
import { applySeeds } from './seed.ts';

// The whole demo seed, train stops included (ADR 027): seconds when idle, far longer on a busy machine.
const seedTimeoutMs = 120_000;

type Restaurant = typeof restaurants.$inferSelect;
type MenuItem = typeof menuItems.$inferSelect;

/** Every catalog row, in a stable order, hashed: equal digests mean equal data. */
async function catalogDigest(db: Db): Promise<string> {
  const tables = [
    await db.select().from(cuisines).orderBy(asc(cuisines.id)),
    await db.select().from(restaurants).orderBy(asc(restaurants.id)),
    await db
      .select()
      .from(restaurantCuisines)
      .orderBy(asc(restaurantCuisines.restaurantId), asc(restaurantCuisines.position)),
    await db.select().from(menuItems).orderBy(asc(menuItems.id)),
  ];
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

function imagePathPattern(folder: string): RegExp {
  return new RegExp(`^/images/${folder}/(${slugPattern.source.slice(1, -1)})\\.svg$`);
}

function expectImagePath(path: string, folder: string) {
  const match = imagePathPattern(folder).exec(path);
  expect(match, path).not.toBeNull();
  expect(match![1]!.length).toBeLessThanOrEqual(maxSlugLength);
}

describe('the catalog seed', () => {
  let database: Database;
  let allRestaurants: Restaurant[];
  let allItems: MenuItem[];
  let digest: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await applySeeds(database.db, 'demo')).toEqual([
      'demo',
      'catalog',
      'demo-addresses',
      'demo-partner',
      'railways',
    ]);
    allRestaurants = await database.db.select().from(restaurants).orderBy(asc(restaurants.id));
    allItems = await database.db.select().from(menuItems).orderBy(asc(menuItems.id));
    digest = await catalogDigest(database.db);
  }, seedTimeoutMs);
  afterAll(() => database.close());

  it('writes the cuisines with ids 1..N in the fixed order', async () => {
    const rows = await database.db.select().from(cuisines).orderBy(asc(cuisines.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_row, index) => index + 1));
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'Pizza',
        'Burger',
        'Biryani',
        'Chinese',
        'Italian',
        'Desserts',
        'North Indian',
        'South Indian',
        'Thali',
        'Jain',
        'Snacks',
        'Beverages',
      ]),
    );
    for (const row of rows) expectImagePath(row.imagePath, 'cuisines');
  });

  it('moves the id sequences past the explicit ids, so later inserts do not collide', async () => {
    for (const table of ['cuisines', 'restaurants', 'menu_items']) {
      const result = await database.db.execute(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as next, (select max(id) from ${sql.identifier(table)}) as max`,
      );
      // Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot say so.
      const [row] = (result as { rows: { next: string; max: string }[] }).rows;
      expect(Number(row!.next), table).toBeGreaterThan(Number(row!.max));
    }
  });

  it('writes at least 60 restaurants, each with 15+ items and 1–3 cuisines, headline at position 0', async () => {
    expect(allRestaurants.length).toBeGreaterThanOrEqual(60);
    const links = await database.db.select().from(restaurantCuisines);
    for (const restaurant of allRestaurants) {
      const own = links.filter((link) => link.restaurantId === restaurant.id);
      expect(own.length, restaurant.name).toBeGreaterThanOrEqual(1);
      expect(own.length, restaurant.name).toBeLessThanOrEqual(3);
      expect(own.map((link) => link.position).sort()).toEqual(own.map((_link, index) => index));
      const items = allItems.filter((item) => item.restaurantId === restaurant.id);
      expect(items.length, restaurant.name).toBeGreaterThanOrEqual(15);
      expect(items.length, restaurant.name).toBeLessThanOrEqual(30);
      expect(items.map((item) => item.sortOrder)).toEqual(items.map((_item, index) => index));
      const bestsellers = items.filter((item) => item.isBestseller).length;
      expect(bestsellers).toBeGreaterThanOrEqual(2);
      expect(bestsellers).toBeLessThanOrEqual(4);
    }
  });

  it('serves only Veg items in pure-veg restaurants', () => {
    const pureVeg = new Set(allRestaurants.filter((restaurant) => restaurant.isPureVeg).map((r) => r.id));
    expect(pureVeg.size).toBeGreaterThan(allRestaurants.length * 0.15);
    expect(pureVeg.size).toBeLessThan(allRestaurants.length * 0.4);
    const offending = allItems.filter(
      (item) => pureVeg.has(item.restaurantId) && item.mealCategory !== 'Veg',
    );
    expect(offending).toEqual([]);
  });

  it('prices every item sensibly, with some discounted, unavailable and best-selling', () => {
    for (const item of allItems) {
      expect(item.finalPricePaise).toBeGreaterThan(0);
      expect(item.finalPricePaise).toBeLessThanOrEqual(item.pricePaise);
      expect(item.pricePaise % 100, item.name).toBe(0);
      expect([0, 5, 9]).toContain((item.pricePaise / 100) % 10);
      expect(item.ratingAvg).toBeGreaterThanOrEqual(3);
      expect(item.ratingAvg).toBeLessThanOrEqual(5);
      expect(item.ratingCount).toBeLessThanOrEqual(2000);
      expectImagePath(item.imagePath, 'dishes');
    }
    const share = (predicate: (item: MenuItem) => boolean) =>
      allItems.filter(predicate).length / allItems.length;
    expect(share((item) => item.finalPricePaise < item.pricePaise)).toBeGreaterThan(0.15);
    expect(share((item) => item.finalPricePaise < item.pricePaise)).toBeLessThan(0.35);
    expect(share((item) => !item.isAvailable)).toBeGreaterThan(0.03);
    expect(share((item) => !item.isAvailable)).toBeLessThan(0.15);
    for (const category of ['Veg', 'Non Veg', 'Egg'] as const) {
      expect(allItems.some((item) => item.mealCategory === category)).toBe(true);
    }
  });

  it('covers every home filter: offers, price bands and fast delivery', () => {
    const some = (predicate: (restaurant: Restaurant) => boolean) => allRestaurants.some(predicate);
    expect(some((r) => r.offerType !== null)).toBe(true);
    expect(some((r) => r.offerType === null)).toBe(true);
    expect(some((r) => r.costForTwoPaise < 300_00)).toBe(true);
    expect(some((r) => r.costForTwoPaise >= 300_00 && r.costForTwoPaise <= 600_00)).toBe(true);
    expect(some((r) => r.costForTwoPaise > 600_00)).toBe(true);
    expect(some((r) => r.deliveryTimeMax <= 30)).toBe(true);
    expect(some((r) => r.deliveryTimeMax > 30)).toBe(true);
    expect(some((r) => r.opensAt === '00:00:00' && r.closesAt === '23:59:00')).toBe(true);
    for (const r of allRestaurants) {
      expect(r.rating).toBeGreaterThanOrEqual(3.2);
      expect(r.rating).toBeLessThanOrEqual(4.8);
      expect(Number(r.rating.toFixed(1))).toBe(r.rating);
      expect(r.totalReviews).toBeGreaterThanOrEqual(20);
      expect(r.totalReviews).toBeLessThanOrEqual(5000);
      expect(r.deliveryTimeMin).toBeLessThan(r.deliveryTimeMax);
      expect(r.opensAt).toMatch(/^\d\d:\d\d:00$/);
    }
  });

  it('places station kitchens within 3 km of their station, and every kitchen within reach of its station', () => {
    const stationKitchens = stations.length + hubStationCodes.length;
    for (const restaurant of allRestaurants) {
      const station = stations.find((candidate) => candidate.code === restaurant.stationCode);
      expect(station, restaurant.stationCode).toBeDefined();
      const km = distanceKm(restaurant, station!);
      if (restaurant.id <= stationKitchens) expect(km).toBeLessThan(3);
      // City restaurants serve their city's nearest station: they can take food to its platform.
      expect(km * 1000, restaurant.name).toBeLessThanOrEqual(restaurant.deliveryRadiusM);
      expect(restaurant).toMatchObject({
        city: station!.city,
        state: station!.state,
        stationName: station!.name,
      });
      expect(restaurant.address.endsWith(`, ${station!.city}`)).toBe(true);
      expectImagePath(restaurant.imagePath, 'restaurants');
    }
    expect(new Set(allRestaurants.map((r) => r.stationCode)).size).toBe(stations.length);
  });

  it('gives each kitchen a delivery radius by its city’s size and a preparation time', () => {
    for (const restaurant of allRestaurants) {
      expect(restaurant.deliveryRadiusM, restaurant.city).toBe(
        deliveryRadiusMetresBySize[citySize(restaurant.city)],
      );
      expect(restaurant.preparationMinutes).toBe(Math.max(10, restaurant.deliveryTimeMin - 10));
    }
    const radii = new Set(allRestaurants.map((restaurant) => restaurant.deliveryRadiusM));
    expect([...radii].sort()).toEqual([4000, 5000, 7000]);
  });

  it.each(majorCities)('has at least 15 kitchens that deliver to the centre of %s', async (city) => {
    // The point a visitor gets when they pick the city.
    const [centre] = await createOfflineGeocoder().search(city, 1);
    expect(centre).toMatchObject({ name: city });
    const delivering = allRestaurants.filter(
      (restaurant) => distanceKm(centre!, restaurant) * 1000 <= restaurant.deliveryRadiusM,
    );
    expect(delivering.length).toBeGreaterThanOrEqual(15);
  });

  it('changes nothing when applied again', async () => {
    expect(await applySeeds(database.db, 'demo')).toEqual([]);
    expect(await catalogDigest(database.db)).toBe(digest);
  });

  it(
    'writes identical data into a fresh database',
    async () => {
      const other = await createTestDatabase();
      try {
        await applySeeds(other.db, 'demo');
        expect(await catalogDigest(other.db)).toBe(digest);
      } finally {
        await other.close();
      }
    },
    seedTimeoutMs,
  );
});
