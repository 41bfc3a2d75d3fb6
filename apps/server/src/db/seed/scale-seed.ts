import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { menuItems, restaurants } from '../schema/catalog.ts';
import { seedRuns } from '../schema/seed-runs.ts';
import {
  cuisineIds,
  hubStationCodes,
  insertRestaurants,
  nextRestaurantId,
  syncIdSequences,
} from './catalog-seed.ts';
import { generateRestaurant, stations } from './data/generate-restaurant.ts';
import type { GeneratedRestaurant } from './data/generate-restaurant.ts';
import { mulberry32, seedFor } from './data/random.ts';
import { vacuumAfterBulkLoad } from './vacuum.ts';

// A different stream from the demo seed's, and one per scale (the count is mixed in), so no run repeats
// another's restaurants.
const scaleStream = 50_000_001;

// Restaurants generated (and held in memory) at a time: about 10,000 menu items.
const restaurantsPerRound = 400;

export type ScaleProgress = { restaurants: number; menuItems: number; of: number };
export type ScaleResult = { applied: boolean; restaurants: number; menuItems: number };

export function scaleSeedName(restaurantCount: number): string {
  return `scale-${restaurantCount}`;
}

/**
 * Adds `restaurantCount` generated restaurants (~25 menu items each) after the existing ones, for load
 * and paging tests. Recorded in seed_runs as `scale-<count>`, so a second run with the same count is a
 * no-op. Needs the catalog seed's cuisines. One transaction: an interrupted run leaves nothing behind;
 * a vacuum after it (vacuum.ts).
 */
export async function applyScaleSeed(
  db: Db,
  restaurantCount: number,
  options: { batchRows?: number; onProgress?: (progress: ScaleProgress) => void } = {},
): Promise<ScaleResult> {
  if (!Number.isInteger(restaurantCount) || restaurantCount < 1) {
    throw new Error(`The scale must be a positive whole number (got ${restaurantCount})`);
  }
  const name = scaleSeedName(restaurantCount);
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, name)).limit(1);
  if (done.length === 0) {
    await db.transaction(async (tx) => {
      const ids = await cuisineIds(tx);
      const firstId = await nextRestaurantId(tx);
      const weights = stations.map((station) => (hubStationCodes.includes(station.code) ? 3 : 1));
      const takenNames = new Set<string>();
      let written = 0;
      let itemsWritten = 0;
      while (written < restaurantCount) {
        const round: GeneratedRestaurant[] = [];
        for (let k = written; k < Math.min(restaurantCount, written + restaurantsPerRound); k++) {
          const random = mulberry32(seedFor(scaleStream, restaurantCount, k));
          round.push(
            generateRestaurant({
              id: firstId + k,
              station: random.weighted(stations, weights),
              random,
              itemCount: [22, 28],
              takenNames,
              uniqueWithin: 'city',
            }),
          );
        }
        const before = itemsWritten;
        await insertRestaurants(tx, round, ids, {
          ...(options.batchRows ? { batchRows: options.batchRows } : {}),
          onItems: (items) => {
            itemsWritten = before + items;
          },
        });
        written += round.length;
        options.onProgress?.({ restaurants: written, menuItems: itemsWritten, of: restaurantCount });
      }
      await syncIdSequences(tx);
      await tx.insert(seedRuns).values({ name });
    });
    await vacuumAfterBulkLoad(db);
  }
  const [restaurantTotal] = await db.select({ n: count() }).from(restaurants);
  const [itemTotal] = await db.select({ n: count() }).from(menuItems);
  return { applied: done.length === 0, restaurants: restaurantTotal?.n ?? 0, menuItems: itemTotal?.n ?? 0 };
}
