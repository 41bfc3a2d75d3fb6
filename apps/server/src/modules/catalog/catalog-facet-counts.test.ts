import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListResponse } from '@railbite/contract/catalog';
import { cuisines, restaurantCuisines, restaurants } from '../../db/schema/catalog.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { columnsFromOffer } from './restaurant-offer.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

// List totals come from restaurant_facet_counts, kept by triggers (migration catalog_perf); the pages
// come from the filters themselves. These tests hold the two together.

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

async function list(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<RestaurantListResponse>();
}

/** Every combination of the six chips (the two price bands exclude each other): 48 queries. */
function everyFilterCombination(): string[] {
  const combinations: string[] = [];
  for (let bits = 0; bits < 16; bits += 1) {
    const flags = ['fastDelivery', 'topRated', 'pureVeg', 'hasOffer']
      .filter((_, index) => bits & (1 << index))
      .map((flag) => `${flag}=true`);
    for (const band of [undefined, 'under-300', '300-600']) {
      combinations.push([...flags, ...(band ? [`priceBand=${band}`] : [])].join('&'));
    }
  }
  return combinations;
}

/** The counts as they should be, recomputed from scratch. */
async function recount() {
  const facet = sql`restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise)`;
  const expected = await t.database.db.execute(sql`
    select cuisine_id::int as "cuisineId", facet::int as facet, count(*)::int as restaurants from (
      select 0 as cuisine_id, ${facet} as facet from restaurants r
      union all
      select rc.cuisine_id, ${facet} from restaurant_cuisines rc join restaurants r on r.id = rc.restaurant_id
    ) as counted group by 1, 2 order by 1, 2`);
  const kept = await t.database.db.execute(sql`
    select cuisine_id::int as "cuisineId", facet::int as facet, restaurants from restaurant_facet_counts
    where restaurants <> 0 order by 1, 2`);
  return { expected: (expected as { rows: unknown[] }).rows, kept: (kept as { rows: unknown[] }).rows };
}

async function expectCountsInStep() {
  const { expected, kept } = await recount();
  expect(kept).toEqual(expected);
}

describe('list totals', () => {
  it('equal the number of restaurants listed, for every filter combination, overall and per cuisine', async () => {
    const cuisineIds = (await t.database.db.select({ id: cuisines.id }).from(cuisines)).map((row) => row.id);
    const bases = [
      '/api/external/get-restaurants',
      ...cuisineIds.map((id) => `/api/external/get-restaurants-by-category-id/${String(id)}`),
    ];
    let nonEmpty = 0;
    for (const base of bases) {
      for (const query of everyFilterCombination()) {
        const body = await list(`${base}?limit=50${query ? `&${query}` : ''}`);
        expect(body.total, `${base}?${query}`).toBe(body.restaurants.length);
        if (body.total > 0) nonEmpty += 1;
      }
    }
    // The fixture sits on the thresholds, so many combinations match something.
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('stay exact past the last page and answer 404 for an unknown cuisine', async () => {
    const past = await list('/api/external/get-restaurants?page=99&topRated=true');
    expect(past.restaurants).toEqual([]);
    expect(past.total).toBe(4);
    const missing = await t.app.inject({ url: '/api/external/get-restaurants-by-category-id/9999?page=2' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('restaurant_facet_counts', () => {
  it('starts in step with the fixture', async () => {
    await expectCountsInStep();
  });

  it('follows inserts, updates and deletes of restaurants and of their cuisine links', async () => {
    const db = t.database.db;
    const [pizza, biryani] = await db
      .select({ id: cuisines.id })
      .from(cuisines)
      .where(sql`${cuisines.name} in ('Pizza', 'Biryani')`)
      .orderBy(cuisines.name);
    const [created] = await db
      .insert(restaurants)
      .values({
        name: 'Facet Test Dhaba',
        imagePath: '/images/restaurants/r.svg',
        address: 'Platform 1',
        city: 'Agra',
        state: 'Uttar Pradesh',
        stationCode: 'AGC',
        stationName: 'Agra Cantt',
        latitude: 27.16,
        longitude: 78.0,
        rating: 3.9,
        deliveryTimeMin: 25,
        deliveryTimeMax: 31,
        opensAt: '08:00:00',
        closesAt: '22:00:00',
        costForTwoPaise: 299_00,
      })
      .returning({ id: restaurants.id });
    const id = created!.id;
    await expectCountsInStep();

    await db.insert(restaurantCuisines).values([
      { cuisineId: biryani!.id, restaurantId: id, position: 0 },
      { cuisineId: pizza!.id, restaurantId: id, position: 1 },
    ]);
    await expectCountsInStep();

    // Across every threshold at once, then a change that keeps the facet.
    await db
      .update(restaurants)
      .set({
        rating: 4,
        deliveryTimeMax: 30,
        costForTwoPaise: 300_00,
        isPureVeg: true,
        ...columnsFromOffer({ type: 'percent', percent: 10, capPaise: null, minOrderPaise: 0 }),
      })
      .where(eq(restaurants.id, id));
    await expectCountsInStep();
    await db.update(restaurants).set({ name: 'Facet Test Dhaba 2' }).where(eq(restaurants.id, id));
    await expectCountsInStep();
    // The offer's bit follows the rule: another rule keeps it, no rule clears it.
    await db
      .update(restaurants)
      .set(columnsFromOffer({ type: 'flat', amountPaise: 50_00, minOrderPaise: 249_00 }))
      .where(eq(restaurants.id, id));
    await expectCountsInStep();
    await db.update(restaurants).set(columnsFromOffer(null)).where(eq(restaurants.id, id));
    await expectCountsInStep();

    // Several restaurants in one statement.
    await db
      .update(restaurants)
      .set({ rating: sql`least(${restaurants.rating} + 0.5, 5)` })
      .where(sql`${restaurants.rating} between 3.5 and 4.2`);
    await expectCountsInStep();

    await db.update(restaurantCuisines).set({ cuisineId: pizza!.id })
      .where(sql`${restaurantCuisines.restaurantId} = ${ids.get('Station Spice Kitchen')!}
        and ${restaurantCuisines.cuisineId} = ${biryani!.id}`);
    await expectCountsInStep();

    await db
      .delete(restaurantCuisines)
      .where(
        sql`${restaurantCuisines.restaurantId} = ${id} and ${restaurantCuisines.cuisineId} = ${pizza!.id}`,
      );
    await expectCountsInStep();

    // The cascade removes the links after the restaurant is gone.
    await db.delete(restaurants).where(eq(restaurants.id, id));
    await expectCountsInStep();
    await db.delete(cuisines).where(eq(cuisines.id, pizza!.id));
    await expectCountsInStep();

    const listed = await list('/api/external/get-restaurants?limit=50');
    expect(listed.total).toBe(listed.restaurants.length);
  });

  it('empties with TRUNCATE', async () => {
    await t.database.db.execute(sql`truncate restaurant_cuisines`);
    await expectCountsInStep();
    await t.database.db.execute(sql`truncate restaurants cascade`);
    await expectCountsInStep();
    expect((await list('/api/external/get-restaurants')).total).toBe(0);
  });
});
