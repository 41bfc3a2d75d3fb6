// What the catalog bench requests: real ids and terms picked from the running API, the scenarios built
// from them, and the method text that heads the catalog section of docs/benchmarks.md.
import { apiPaths } from '@railbite/contract/paths';
import { cityCentres } from '../../apps/server/src/db/seed/data/city-centres.ts';
import { stations } from '../../apps/server/src/db/seed/data/generate-restaurant.ts';
import type { Scenario } from './load.ts';

const paths = apiPaths.catalog;
const trainPaths = apiPaths.trains;

/** A dish word found in many menus, and a misspelling the trigram search should forgive. */
const dish = 'paneer';
const typo = 'biryni';
const pageSize = 10;

/**
 * The delivery location of the location scenarios (ADR 024): the centre of the city with the most
 * kitchens, as the offline geocoder answers a visitor who picks it, so the filter keeps the most rows.
 */
const city = 'Mumbai';
const centre = cityCentres(stations).find((candidate) => candidate.city === city);
if (!centre) throw new Error(`No stations in ${city}`);
const near = `lat=${centre.latitude}&lng=${centre.longitude}`;

export type Picks = {
  restaurantTotal: number;
  deepPage: number;
  cuisineId: number;
  menuRestaurantId: number;
  /** A journey whose station list the bench asks for: the train, tomorrow in India, its origin. */
  journeyPath: string;
  summary: string;
};

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type RestaurantList = { restaurants: { restaurant_id: number }[]; total: number };
type Cuisines = { data: { category_id: number; category_name: string }[] };
type Items = { total: number };
type Search = { data: { restaurants: { restaurant_id: number }[]; categories: unknown[] } };

const searchPath = (term: string, query = '') =>
  `${paths.search}?search=${encodeURIComponent(term)}${query ? `&${query}` : ''}`;
const trainSearchPath = (term: string) => `${trainPaths.search}?search=${encodeURIComponent(term)}`;
/** A train name misspelt, as travellers type it, and the first digits of a number. */
const trainTypo = 'rajdhni';
const trainDigits = '123';
/**
 * The train whose station list the bench asks for: daily (any date works), 82 stops over three days,
 * 13 of them at stations with restaurants (Amritsar–Mumbai).
 */
const journeyTrain = '11058';
const menuQuery = `page=1&limit=${pageSize}&mealCategory=Veg&search=${dish}`;

/** Ids and terms that exist at this scale, read through the API itself. */
export async function pickTerms(baseUrl: string): Promise<Picks> {
  const first = await getJson<RestaurantList>(baseUrl, `${paths.restaurants}?page=1&limit=1`);
  const restaurantTotal = first.total;
  const deepPage = Math.max(1, Math.min(400, Math.ceil(restaurantTotal / pageSize)));

  // The cuisine with the most restaurants: the largest count and the most rows to page through.
  const cuisines = await getJson<Cuisines>(baseUrl, paths.cuisines);
  let cuisine = { id: 0, name: '', total: -1 };
  for (const { category_id: id, category_name: name } of cuisines.data) {
    const { total } = await getJson<RestaurantList>(baseUrl, `${paths.restaurantsByCategory(id)}?limit=1`);
    if (total > cuisine.total) cuisine = { id, name, total };
  }
  if (cuisine.total < 0) throw new Error('The catalog has no cuisines: is the database seeded?');

  // Of the restaurants the search finds, the one with the most Veg items matching the word.
  const hits = await getJson<Search>(baseUrl, searchPath(dish));
  let menu = { id: 0, total: 0 };
  for (const { restaurant_id: id } of hits.data.restaurants) {
    const { total } = await getJson<Items>(baseUrl, `${paths.restaurantItems(id)}?${menuQuery}`);
    if (total > menu.total) menu = { id, total };
  }
  if (!menu.id) throw new Error(`No restaurant has a Veg item matching "${dish}"`);
  const typoHits = await getJson<Search>(baseUrl, searchPath(typo));

  // Tomorrow in India: every station of the run is ahead, so each answer computes every order-by.
  const tomorrow = new Date(Date.now() + (5.5 + 24) * 3_600_000).toISOString().slice(0, 10);
  const route = await getJson<{ data: { stops: { station: { code: string } }[] } }>(
    baseUrl,
    trainPaths.route(journeyTrain),
  );
  const origin = route.data.stops[0]?.station.code;
  if (!origin) throw new Error(`Train ${journeyTrain} has no stops: is the railways seed in?`);
  const journeyPath = `${trainPaths.journey(journeyTrain)}?date=${tomorrow}&from=${origin}`;
  await getJson(baseUrl, journeyPath);
  if (typoHits.data.restaurants.length === 0) console.warn(`Warning: "${typo}" finds no restaurant`);
  // Delivery-time order counts every kitchen that delivers; the default order stops counting past
  // nearbyTotalCap (ADR 028).
  const nearby = await getJson<RestaurantList>(
    baseUrl,
    `${paths.restaurants}?page=1&limit=1&sort=delivery-time&${near}`,
  );
  const nearTypoHits = await getJson<Search>(baseUrl, searchPath(typo, near));

  return {
    restaurantTotal,
    deepPage,
    cuisineId: cuisine.id,
    menuRestaurantId: menu.id,
    journeyPath,
    summary: [
      `deep page ${deepPage} of ${Math.ceil(restaurantTotal / pageSize)}`,
      `cuisine ${cuisine.id} "${cuisine.name}" (${cuisine.total} restaurants)`,
      `restaurant ${menu.id} (${menu.total} Veg items matching "${dish}")`,
      `"${dish}" finds ${hits.data.restaurants.length} restaurants, "${typo}" ${typoHits.data.restaurants.length} (capped at 20)`,
      `location: the centre of ${city} (${near}), where ${nearby.total} restaurants deliver and "${typo}" finds ${nearTypoHits.data.restaurants.length}`,
      `journey ${journeyPath} (${route.data.stops.length} stops)`,
    ].join('; '),
  };
}

const listTarget = 50;
const searchTarget = 100;
/** Issue 17: train search and the station list p99 ≤ 50 ms at 300 req/s on PostgreSQL. */
const trainTarget = 50;

export function scenariosFor(picks: Picks): Scenario[] {
  const list = (query: string) => `${paths.restaurants}?${query}`;
  const rest = { expectStatus: 200 };
  return [
    {
      name: 'ceiling',
      label: 'Ceiling: 404 `/api/nope` (no database)',
      path: '/api/nope',
      rate: 1000,
      expectStatus: 404,
    },
    {
      name: 'list',
      label: 'Restaurant list, first page',
      path: list(`page=1&limit=${pageSize}`),
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'list-deep',
      label: `Restaurant list, page ${picks.deepPage}`,
      path: list(`page=${picks.deepPage}&limit=${pageSize}`),
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'list-filters',
      label: 'Restaurant list, fastDelivery + topRated',
      path: list(`page=1&limit=${pageSize}&fastDelivery=true&topRated=true`),
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'list-cuisine',
      label: 'Restaurants by cuisine, first page',
      path: `${paths.restaurantsByCategory(picks.cuisineId)}?page=1&limit=${pageSize}`,
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'list-near',
      label: `Restaurant list, first page, delivering to ${city}`,
      path: list(`page=1&limit=${pageSize}&${near}`),
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'list-cuisine-near',
      label: `Restaurants by cuisine, first page, delivering to ${city}`,
      path: `${paths.restaurantsByCategory(picks.cuisineId)}?page=1&limit=${pageSize}&${near}`,
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'restaurant',
      label: 'One restaurant by id',
      path: paths.restaurant(picks.menuRestaurantId),
      rate: 1000,
      ...rest,
    },
    {
      name: 'menu',
      label: `Menu, Veg + search "${dish}"`,
      path: `${paths.restaurantItems(picks.menuRestaurantId)}?${menuQuery}`,
      rate: 1000,
      p99TargetMs: listTarget,
      ...rest,
    },
    {
      name: 'search',
      label: `Search "${dish}"`,
      path: searchPath(dish),
      rate: 300,
      p99TargetMs: searchTarget,
      ...rest,
    },
    {
      name: 'search-typo',
      label: `Search "${typo}" (typo)`,
      path: searchPath(typo),
      rate: 300,
      p99TargetMs: searchTarget,
      ...rest,
    },
    {
      name: 'search-near',
      label: `Search "${dish}", delivering to ${city}`,
      path: searchPath(dish, near),
      rate: 300,
      p99TargetMs: searchTarget,
      ...rest,
    },
    {
      name: 'search-typo-near',
      label: `Search "${typo}" (typo), delivering to ${city}`,
      path: searchPath(typo, near),
      rate: 300,
      p99TargetMs: searchTarget,
      ...rest,
    },
    {
      name: 'train-number',
      label: `Train search "${trainDigits}" (number prefix)`,
      path: trainSearchPath(trainDigits),
      rate: 300,
      p99TargetMs: trainTarget,
      ...rest,
    },
    {
      name: 'train-typo',
      label: `Train search "${trainTypo}" (typo)`,
      path: trainSearchPath(trainTypo),
      rate: 300,
      p99TargetMs: trainTarget,
      ...rest,
    },
    {
      name: 'train-stations',
      label: `Station list of train ${journeyTrain}, boarding at its origin tomorrow`,
      path: picks.journeyPath,
      rate: 300,
      p99TargetMs: trainTarget,
      ...rest,
    },
  ];
}

export const methodText = `## Catalog API

Written by \`npm run bench:catalog\` (scripts/bench/catalog.ts; \`npm run bench\` runs it first); everything between the catalog-bench markers
is replaced on the next run, one block per database kind.

Targets on PostgreSQL: restaurant lists and the menu p99 ≤ ${listTarget} ms at 1,000 req/s; search
p99 ≤ ${searchTarget} ms at 300 req/s; train search and a journey's station list (issue 17) p99 ≤
${trainTarget} ms at 300 req/s.

How it measures:

- Each run: a warm-up at the same settings, then the measured window. Latency is per response, in
  milliseconds, from autocannon's response events (not its histogram, which rounds to whole
  milliseconds and, with a rate set, pads it with synthetic samples computed from a 1 ms interval).
- **Fixed rate (autocannon):** 10 connections with \`overallRate\`. autocannon paces per second: each
  connection sends its share back to back at the start of every second, then waits for the next one.
  So these figures are the latency of bursts at up to 10 concurrent requests, which is harsher than
  the same rate spread evenly. The targets are judged on these figures.
- **Open-loop:** the same rate at evenly spaced instants, each request timed from when it was due,
  so a stall shows as latency rather than as fewer requests sent (no coordinated omission). When
  more than 256 requests are outstanding the rate is out of reach: the run stops sending ("overloaded
  after N s") rather than pile up work the server would go on doing after the clients gave up.
- **Saturation:** autocannon, 32 connections, no rate limit: the maximum req/s, compared with the
  ceiling, a 404 from \`/api/nope\` that goes through routing, hooks and the error handler but never
  touches the database.
- Cores: average CPU use during each run (warm-up included), in cores out of the machine's total:
  the Node server, all \`postgres\` processes, the load generator (this script), and everything else.
  A large "other" means the run shared the machine with unrelated work (or the hypervisor took the
  time); "pg" counts every \`postgres\` process, so other users of the same server land there too. **CPU ms per request** (server + postgres cores ÷ req/s at saturation) is the figure least
  disturbed by that noise, and the reading uses it to say what the machine could do with nothing else
  on it.
- Failures: any status other than the expected one (200; 404 for the ceiling), socket errors and
  timeouts (10 s).
- The server runs as in production (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, one Node process,
  a pool of 10 PostgreSQL connections); the load generator shares the machine, so compare figures
  within one run rather than across runs.
- Query plans: the catalog service runs once on a Drizzle instance that records its SQL; each
  statement then runs under \`EXPLAIN (ANALYZE, BUFFERS)\` with its parameters, on a warm cache,
  after \`VACUUM ANALYZE\`.`;
