import { and, desc, fillPlaceholders, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRadiusLimitsKm } from '@railbite/contract/delivery-rules';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { insertGeneratedKitchens } from '../../testing/catalog-fixture.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { distanceMetres } from '../geo/delivery-model.ts';
import { deliversToLocation, distanceMetresSql, locationValues } from './catalog-location-sql.ts';

describe('locationValues (the box around a point)', () => {
  it.each([
    [{ latitude: 28.643, longitude: 77.2194 }],
    [{ latitude: 8.08, longitude: 77.55 }],
    [{ latitude: 34.08, longitude: 74.8 }],
  ])('holds every point the largest radius reaches from %o', (point) => {
    const box = locationValues(point);
    const reachMetres = deliveryRadiusLimitsKm.max * 1000;
    // Walk the circle of the largest radius: every point on it must be inside the box.
    for (let step = 0; step < 360; step += 5) {
      const bearing = (step * Math.PI) / 180;
      // Bisect along the bearing for the point exactly reachMetres away.
      let low = 0;
      let high = 0.5;
      for (let i = 0; i < 50; i++) {
        const middle = (low + high) / 2;
        const candidate = {
          latitude: point.latitude + middle * Math.cos(bearing),
          longitude: point.longitude + middle * Math.sin(bearing),
        };
        if (distanceMetres(point, candidate) <= reachMetres) low = middle;
        else high = middle;
      }
      const edge = {
        latitude: point.latitude + low * Math.cos(bearing),
        longitude: point.longitude + low * Math.sin(bearing),
      };
      expect(edge.latitude).toBeGreaterThan(box.minLat);
      expect(edge.latitude).toBeLessThan(box.maxLat);
      expect(edge.longitude).toBeGreaterThan(box.minLng);
      expect(edge.longitude).toBeLessThan(box.maxLng);
    }
    // And it stays local: about 30 km across.
    expect((box.maxLat - box.minLat) * 111.2).toBeLessThan(31);
  });

  it('stays within the world’s coordinates near a pole and the date line', () => {
    expect(locationValues({ latitude: 89.95, longitude: 179.99 })).toMatchObject({
      maxLat: 90,
      minLng: -180,
      maxLng: 180,
    });
  });
});

describe('the location filter on the database', () => {
  let database: Database;
  const paharganj = { latitude: 28.643, longitude: 77.2194 };

  /** The statement's text with its (numeric) values written in, for EXPLAIN. */
  function explainable(query: { toSQL(): { sql: string; params: unknown[] } }): SQL {
    const { sql: text, params } = query.toSQL();
    const values = fillPlaceholders(params, locationValues(paharganj));
    return sql.raw(text.replace(/\$(\d+)/g, (_match, index: string) => String(values[Number(index) - 1])));
  }

  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const result = await database.db.execute(sql`explain ${explainable(query)}`);
    // Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot say so.
    return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // 5,000 kitchens spread over India (a scattered grid), then the demo customer's neighbourhood.
    await insertGeneratedKitchens(database.db, 5000, {
      name: sql`'Kitchen ' || g`,
      latitude: sql`8 + (g * 7919 % 2800) / 100.0`,
      longitude: sql`69 + (g * 104729 % 2700) / 100.0`,
      rating: sql`3 + (g % 20) / 10.0`,
      radiusM: sql`4000 + (g % 3) * 1500`,
    });
  });
  afterAll(() => database.close());

  it('finds the same kitchens as the model, in whole metres', async () => {
    const rows = await database.db
      .select({
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        radius: restaurants.deliveryRadiusM,
        metres: distanceMetresSql,
      })
      .from(restaurants)
      .where(sql`${deliversToLocation}`)
      .prepare('location_test_near')
      .execute(locationValues(paharganj));
    const everyone = await database.db
      .select({
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        radius: restaurants.deliveryRadiusM,
      })
      .from(restaurants);
    const expected = everyone.filter((row) => distanceMetres(row, paharganj) <= row.radius);
    expect(rows.length).toBe(expected.length);
    for (const row of rows) expect(row.metres).toBe(distanceMetres(row, paharganj));
  });

  it('computes the same box in SQL as locationValues, for the largest allowed radius', async () => {
    for (const point of [
      paharganj,
      { latitude: 8.08, longitude: 77.55 },
      { latitude: 89.95, longitude: 179.99 },
    ]) {
      const result = await database.db.execute(
        sql`select delivery_reach_box(${point.latitude}::float8, ${point.longitude}::float8,
          ${deliveryRadiusLimitsKm.max * 1000}::float8)::text as box`,
      );
      const [row] = (result as { rows: { box: string }[] }).rows;
      const [maxLng, maxLat, minLng, minLat] = (row?.box.match(/-?[\d.e-]+/g) ?? []).map(Number);
      const expected = locationValues(point);
      expect(minLat).toBeCloseTo(expected.minLat, 9);
      expect(maxLat).toBeCloseTo(expected.maxLat, 9);
      expect(minLng).toBeCloseTo(expected.minLng, 9);
      expect(maxLng).toBeCloseTo(expected.maxLng, 9);
    }
  });

  it('widens the box at once when a partner sets a larger radius, and narrows it again', async () => {
    // 14.9 km due north of the point: beyond every seeded radius (at most 7 km, so is the box).
    const north = { latitude: paharganj.latitude + 14.9 / 111.195, longitude: paharganj.longitude };
    const [far] = await database.db
      .insert(restaurants)
      .values({
        name: 'Far Kitchen',
        imagePath: '/images/restaurants/r.svg',
        address: 'Road',
        city: 'City',
        state: 'State',
        stationCode: 'XX',
        stationName: 'Station',
        ...north,
        rating: 4,
        deliveryTimeMin: 20,
        deliveryTimeMax: 30,
        opensAt: '00:00',
        closesAt: '23:59',
        costForTwoPaise: 30000,
        deliveryRadiusM: 15_000,
      })
      .returning({ id: restaurants.id });
    const nearIds = async () =>
      (
        await database.db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(sql`${deliversToLocation}`)
          .prepare('location_test_far')
          .execute(locationValues(paharganj))
      ).map((row) => row.id);
    try {
      expect(distanceMetres(north, paharganj)).toBeGreaterThan(14_800);
      expect(await nearIds()).toContain(far?.id);
      await database.db
        .update(restaurants)
        .set({ deliveryRadiusM: 14_000 })
        .where(sql`${restaurants.id} = ${far?.id ?? 0}`);
      expect(await nearIds()).not.toContain(far?.id);
    } finally {
      await database.db.delete(restaurants).where(sql`${restaurants.id} = ${far?.id ?? 0}`);
    }
  });

  it('reads the kitchens in the box off the location index, not the whole table', async () => {
    const filter = database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(sql`${deliversToLocation}`);
    const filterPlan = await plan(filter);
    expect(filterPlan).toContain('restaurants_location_idx');
    expect(filterPlan).not.toContain('Seq Scan on restaurants');
    // A list page's shape: the filter, best rated first, one page.
    const page = database.db
      .select({ id: restaurants.id, total: sql`count(*) over ()` })
      .from(restaurants)
      .where(and(sql`${deliversToLocation}`, sql`${restaurants.rating} >= 4`))
      .orderBy(desc(restaurants.rating), restaurants.id)
      .limit(10);
    const pagePlan = await plan(page);
    expect(pagePlan).toContain('restaurants_location_idx');
    expect(pagePlan).not.toContain('Seq Scan on restaurants');
  });
});
