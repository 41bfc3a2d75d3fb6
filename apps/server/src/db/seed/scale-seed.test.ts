import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import { menuItems, restaurantCuisines, restaurants } from '../schema/catalog.ts';
import { seedRuns } from '../schema/seed-runs.ts';
import { applyScaleSeed } from './scale-seed.ts';
import { applySeeds } from './seed.ts';

describe('applyScaleSeed', () => {
  let database: Database;
  let demoRestaurants: number;
  let demoItems: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await applySeeds(database.db, 'demo');
    [{ n: demoRestaurants }] = (await database.db.select({ n: count() }).from(restaurants)) as [
      { n: number },
    ];
    [{ n: demoItems }] = (await database.db.select({ n: count() }).from(menuItems)) as [{ n: number }];
  });
  afterAll(() => database.close());

  it('refuses to run before the catalog seed has written the cuisines', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(applyScaleSeed(empty.db, 5)).rejects.toThrow(/apply the catalog seed first/);
      expect(await empty.db.select().from(seedRuns)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('adds N restaurants after the existing ones, with about 25 items each, in small batches', async () => {
    const progress: number[] = [];
    const result = await applyScaleSeed(database.db, 50, {
      batchRows: 100,
      onProgress: ({ restaurants: done }) => progress.push(done),
    });
    expect(progress.at(-1)).toBe(50);
    expect(result.applied).toBe(true);
    expect(result.restaurants).toBe(demoRestaurants + 50);
    const added = await database.db
      .select({ id: restaurants.id, items: count(menuItems.id) })
      .from(restaurants)
      .leftJoin(menuItems, eq(menuItems.restaurantId, restaurants.id))
      .where(gt(restaurants.id, demoRestaurants))
      .groupBy(restaurants.id)
      .orderBy(asc(restaurants.id));
    expect(added.map((row) => row.id)).toEqual(added.map((_row, index) => demoRestaurants + 1 + index));
    for (const row of added) {
      expect(row.items).toBeGreaterThanOrEqual(22);
      expect(row.items).toBeLessThanOrEqual(28);
    }
    expect(result.menuItems).toBe(demoItems + added.reduce((sum, row) => sum + row.items, 0));
    const links = await database.db
      .select({ n: count() })
      .from(restaurantCuisines)
      .where(gt(restaurantCuisines.restaurantId, demoRestaurants));
    expect(links[0]!.n).toBeGreaterThanOrEqual(50);
    expect(await database.db.select().from(seedRuns).where(eq(seedRuns.name, 'scale-50'))).toHaveLength(1);
    // Vacuumed after the load (ADR 028): every page of the bulk-written tables is marked all-visible,
    // so index-only scans stay off the heap, and the planner's sizes are the tables' real ones.
    const tables = await database.db.execute(sql`
      select relname, relallvisible,
        (pg_relation_size(oid) / current_setting('block_size')::int)::int as pages
      from pg_class where relname in ('restaurants', 'menu_items', 'restaurant_cuisines')`);
    const sizes = (tables as { rows: { relname: string; relallvisible: number; pages: number }[] }).rows;
    expect(sizes).toHaveLength(3);
    for (const table of sizes) expect(table).toEqual({ ...table, relallvisible: table.pages });
  });

  it('adds nothing when the same scale is applied again', async () => {
    const result = await applyScaleSeed(database.db, 50);
    expect(result).toMatchObject({ applied: false, restaurants: demoRestaurants + 50 });
    const [items] = await database.db.select({ n: count() }).from(menuItems);
    expect(items!.n).toBe(result.menuItems);
  });

  it('rejects a scale that is not a positive whole number', async () => {
    await expect(applyScaleSeed(database.db, 0)).rejects.toThrow(/positive whole number/);
    await expect(applyScaleSeed(database.db, 2.5)).rejects.toThrow(/positive whole number/);
  });
});
