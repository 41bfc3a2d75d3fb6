import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cuisines, menuItems, restaurantCuisines, restaurants } from '../schema/catalog.ts';
import { cuisineCatalog } from './data/cuisines.ts';
import type { CuisineName } from './data/cuisines.ts';
import { distanceKm } from '../../modules/geo/geo-distance.ts';
import { cityCentres } from './data/city-centres.ts';
import type { CityCentre } from './data/city-centres.ts';
import { cityRestaurantRingMetres, cityRestaurantsPerMajorCity, majorCities } from './data/delivery-areas.ts';
import { generateRestaurant, offsetPoint, stations } from './data/generate-restaurant.ts';
import type { GeneratedRestaurant, Station } from './data/generate-restaurant.ts';
import { mulberry32, seedFor } from './data/random.ts';
import type { Random } from './data/random.ts';

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65,535 bind parameters. */
export const defaultBatchRows = 1000;

// Fixed, so every database gets the same demo catalog; changing it reshuffles all demo data.
const demoStream = 20_240_601;

/** Big-city stations that get a second demo restaurant (and three times the share at scale). */
export const hubStationCodes = 'NDLS NZM CSMT LTT HWH SDAH MAS SBC SC ADI PUNE LKO JP BSB PNBE CNB'.split(
  ' ',
);

function stationByCode(code: string): Station {
  const station = stations.find((candidate) => candidate.code === code);
  if (!station) throw new Error(`Station ${code} is not in stations.json`);
  return station;
}

/** A point `ring` metres from the centre, spread evenly over the ring's area. */
type Point = { latitude: number; longitude: number };

function pointAround(random: Random, centre: CityCentre, ring: { min: number; max: number }): Point {
  const metres = Math.sqrt(random.between(ring.min ** 2, ring.max ** 2));
  return offsetPoint(centre, metres, random.between(0, 2 * Math.PI));
}

function nearestStation(candidates: readonly Station[], point: Point): Station {
  const [nearest] = [...candidates].sort((a, b) => distanceKm(point, a) - distanceKm(point, b));
  if (!nearest) throw new Error('A city has at least one station');
  return nearest;
}

/**
 * One demo restaurant per station, plus a second one at each hub, then city restaurants around each
 * major city's centre (serving the city's nearest station), so every major city has a real choice of
 * kitchens that deliver there. Appended in that order: station kitchens keep their ids and data.
 */
export function generateDemoCatalog(firstId = 1): GeneratedRestaurant[] {
  const takenNames = new Set<string>();
  const generate = (index: number, random: Random, station: Station, location?: Point) =>
    generateRestaurant({
      id: firstId + index,
      station,
      random,
      itemCount: [15, 30],
      takenNames,
      uniqueWithin: 'all',
      ...(location ? { location } : {}),
    });
  const generated = [...stations, ...hubStationCodes.map(stationByCode)].map((station, index) =>
    generate(index, mulberry32(seedFor(demoStream, index)), station),
  );
  const centres = cityCentres(stations);
  for (const city of majorCities) {
    const centre = centres.find((candidate) => candidate.city === city);
    if (!centre) throw new Error(`Major city ${city} has no station in stations.json`);
    for (let count = 0; count < cityRestaurantsPerMajorCity; count++) {
      const random = mulberry32(seedFor(demoStream, generated.length));
      const point = pointAround(random, centre, cityRestaurantRingMetres);
      generated.push(generate(generated.length, random, nearestStation(centre.stations, point), point));
    }
  }
  return generated;
}

export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Writes the cuisines with ids 1..N (skipping any already there) and returns every cuisine's id. */
export async function insertCuisines(tx: Db): Promise<Map<CuisineName, number>> {
  await tx
    .insert(cuisines)
    .values(
      cuisineCatalog.map(({ id, name, imagePath }, index) => ({ id, name, imagePath, sortOrder: index })),
    )
    .onConflictDoNothing();
  return cuisineIds(tx);
}

export async function cuisineIds(db: Db): Promise<Map<CuisineName, number>> {
  const rows = await db.select({ id: cuisines.id, name: cuisines.name }).from(cuisines);
  const ids = new Map<CuisineName, number>();
  for (const { name } of cuisineCatalog) {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`Cuisine "${name}" is missing; apply the catalog seed first`);
    ids.set(name, row.id);
  }
  return ids;
}

function idOf(ids: Map<CuisineName, number>, name: CuisineName): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`No id for cuisine "${name}"`);
  return id;
}

export async function nextRestaurantId(db: Db): Promise<number> {
  const [row] = await db
    .select({ max: sql<string | number | null>`max(${restaurants.id})` })
    .from(restaurants);
  // bigint aggregates arrive as strings from node-postgres and as numbers from PGlite.
  return Number(row?.max ?? 0) + 1;
}

/** Multi-row inserts of restaurants, their cuisines and menus; reports menu items written so far. */
export async function insertRestaurants(
  tx: Db,
  generated: readonly GeneratedRestaurant[],
  ids: Map<CuisineName, number>,
  options: { batchRows?: number; onItems?: (written: number) => void } = {},
): Promise<void> {
  const batchRows = options.batchRows ?? defaultBatchRows;
  for (const batch of chunks(generated, batchRows)) {
    await tx.insert(restaurants).values(batch.map((entry) => entry.restaurant));
  }
  const links = generated.flatMap(({ restaurant, cuisines: names }) =>
    names.map((name, position) => ({ restaurantId: restaurant.id, cuisineId: idOf(ids, name), position })),
  );
  for (const batch of chunks(links, batchRows)) await tx.insert(restaurantCuisines).values(batch);
  let written = 0;
  for (const batch of chunks(
    generated.flatMap((entry) => entry.items),
    batchRows,
  )) {
    await tx.insert(menuItems).values(batch);
    written += batch.length;
    options.onItems?.(written);
  }
}

/** After explicit ids, move the identity sequences past them so the API's own inserts do not collide. */
export async function syncIdSequences(tx: Db): Promise<void> {
  for (const table of ['cuisines', 'restaurants', 'menu_items']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), max_id) from (select max(id) as max_id from ${sql.identifier(table)}) as m where max_id is not null`,
    );
  }
}

/** The `catalog` seed: cuisines, one or two restaurants per station, city restaurants, and their menus. */
export async function seedCatalog(tx: Db): Promise<void> {
  const ids = await insertCuisines(tx);
  await insertRestaurants(tx, generateDemoCatalog(await nextRestaurantId(tx)), ids);
  await syncIdSequences(tx);
}
