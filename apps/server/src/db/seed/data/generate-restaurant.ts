import { columnsFromOffer } from '../../../modules/catalog/restaurant-offer.ts';
import type { RestaurantOffer } from '../../../modules/catalog/restaurant-offer.ts';
import type { restaurants } from '../../schema/catalog.ts';
import { cuisineByName } from './cuisines.ts';
import { deliveryRadiusMetresFor, preparationMinutesFor } from './delivery-areas.ts';
import type { CuisineName } from './cuisines.ts';
import { generateMenu, servesDish } from './generate-menu.ts';
import type { MenuItemRow } from './generate-menu.ts';
import type { Random } from './random.ts';
import { pickConcept, restaurantName } from './restaurant-names.ts';
import { slugify } from './slug.ts';
import { fallbackLocalities, stationLocalities } from './station-localities.ts';
import stationList from './stations.json' with { type: 'json' };

export type Station = {
  code: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};

/** Written by scripts/convert-stations.ts (sorted by code). */
export const stations: Station[] = stationList;

export type RestaurantRow = typeof restaurants.$inferInsert & { id: number };

export type GeneratedRestaurant = {
  restaurant: RestaurantRow;
  cuisines: CuisineName[];
  items: MenuItemRow[];
};

export type RestaurantOptions = {
  id: number;
  station: Station;
  random: Random;
  /** Menu size, inclusive range. */
  itemCount: readonly [number, number];
  /** Names already given; the new one is added. Keys are the name, or `city|name` when `uniqueWithin` is 'city'. */
  takenNames: Set<string>;
  uniqueWithin: 'all' | 'city';
  /** Where the kitchen is; by default a point near its station. */
  location?: { latitude: number; longitude: number };
};

const metresPerDegree = 111_320;

// Budget stalls, ordinary restaurants and air-conditioned family places: the tier sets the dish prices
// (within ±15% of the catalogue) and how much two people typically spend there.
const tiers = [
  { weight: 3, priceLevel: [0.86, 0.94], spendPerHead: 1.1 },
  { weight: 4.5, priceLevel: [0.95, 1.05], spendPerHead: 1.5 },
  { weight: 2.5, priceLevel: [1.05, 1.13], spendPerHead: 2.2 },
] as const;

// [min, max] minutes; the first three (a third of restaurants) pass the "fast delivery" filter.
const deliveryTimes = [
  [15, 20],
  [20, 25],
  [25, 30],
  [30, 40],
  [35, 45],
  [40, 50],
] as const;
const deliveryWeights = [1, 1.3, 1.2, 2.6, 2, 1.6];

// Every offer is money off that pricing applies (ADR 021); the cards show the text derived from it.
// Eight entries, so seeded restaurants keep the offers their position in this list gave them.
const offers: readonly RestaurantOffer[] = [
  { type: 'percent', percent: 20, capPaise: 50_00, minOrderPaise: 0 },
  { type: 'flat', amountPaise: 75_00, minOrderPaise: 349_00 },
  { type: 'percent', percent: 15, capPaise: 75_00, minOrderPaise: 0 },
  { type: 'flat', amountPaise: 50_00, minOrderPaise: 249_00 },
  { type: 'percent', percent: 10, capPaise: null, minOrderPaise: 199_00 },
  { type: 'flat', amountPaise: 100_00, minOrderPaise: 499_00 },
  { type: 'percent', percent: 50, capPaise: 100_00, minOrderPaise: 0 },
  { type: 'flat', amountPaise: 60_00, minOrderPaise: 399_00 },
];

const streets = [
  'Station Road',
  'Platform Road',
  'Main Road',
  'Railway Colony Road',
  'Bazaar Road',
  'Market Road',
];
const landmarks = [
  'near Platform 1 exit',
  'opposite the main entrance',
  'near the prepaid auto stand',
  'beside the parcel office',
  'opposite the reservation centre',
  'near the second-entry gate',
  'near the city bus stand',
];

// City restaurants (placed around a city's centre, not at its station) have town addresses.
const cityStreets = ['Main Road', 'Market Road', 'MG Road', 'Ring Road', 'Mall Road', 'Link Road'];
const cityLandmarks = [
  'near the main market',
  'opposite the municipal park',
  'near the hospital crossing',
  'beside the post office',
  'near the metro station',
  'opposite the bank',
];

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A point `metres` from `centre` towards `bearing` (radians); flat-earth maths is fine at a few km. */
export function offsetPoint(
  centre: { latitude: number; longitude: number },
  metres: number,
  bearing: number,
): { latitude: number; longitude: number } {
  const latitude = centre.latitude + (metres * Math.cos(bearing)) / metresPerDegree;
  const longitude =
    centre.longitude +
    (metres * Math.sin(bearing)) / (metresPerDegree * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

/** A point 150–1,500 m from the station in a random direction. */
function nearStation(random: Random, station: Station): { latitude: number; longitude: number } {
  const metres = random.between(150, 1500);
  return offsetPoint(station, metres, random.between(0, 2 * Math.PI));
}

function address(random: Random, station: Station, locality: string, inTown: boolean): string {
  const number = random.int(1, 60);
  const unit = random.pick([
    `Shop ${number}`,
    `Shop ${number}`,
    `Ground Floor, ${number}`,
    `${number}/${random.int(1, 9)}`,
  ]);
  const street = random.pick(inTown ? cityStreets : streets);
  return `${unit}, ${street}, ${random.pick(inTown ? cityLandmarks : landmarks)}, ${locality}, ${station.city}`;
}

function openingHours(random: Random, breakfastPlace: boolean): { opensAt: string; closesAt: string } {
  // Station kitchens serve night trains, so round-the-clock ones are common.
  if (random.chance(0.15)) return { opensAt: '00:00:00', closesAt: '23:59:00' };
  const opens = breakfastPlace
    ? random.pick(['06:00', '06:30', '07:00'])
    : random.pick(['08:00', '09:00', '10:00', '11:00']);
  return {
    opensAt: `${opens}:00`,
    closesAt: `${random.pick(['21:30', '22:00', '22:30', '23:00', '23:30'])}:00`,
  };
}

function uniqueName(options: RestaurantOptions, pick: () => string, locality: string): string {
  const key = (name: string) => (options.uniqueWithin === 'city' ? `${options.station.city}|${name}` : name);
  let name = pick();
  for (let attempt = 0; attempt < 12 && options.takenNames.has(key(name)); attempt++) name = pick();
  // Chains name a second outlet after its neighbourhood, e.g. "Biryani Junction (Paharganj)".
  if (options.takenNames.has(key(name))) name = `${name} (${locality})`;
  for (let branch = 2; options.takenNames.has(key(name)); branch++)
    name = `${name.replace(/ \d+$/, '')} ${branch}`;
  options.takenNames.add(key(name));
  return name;
}

/** Everything about one restaurant, drawn from its own random stream. */
export function generateRestaurant(options: RestaurantOptions): GeneratedRestaurant {
  const { id, station, random } = options;
  const concept = pickConcept(random, station.state);
  const pureVeg = concept.jain === true || random.chance(concept.pureVeg);
  const jain = concept.jain === true;
  const [headline, ...candidates] = concept.cuisines;
  // A pure-veg kitchen does not advertise a cuisine it could serve only one or two dishes of.
  const others = candidates.filter(
    (name) => cuisineByName(name).dishes.filter((dish) => servesDish(dish, pureVeg, jain)).length >= 4,
  );
  const extra = random.sample(others, random.int(0, 2));
  const cuisines = [headline, ...others.filter((name) => extra.includes(name))];
  const locality = random.pick(stationLocalities[station.code] ?? fallbackLocalities);
  const name = uniqueName(options, () => restaurantName(random, concept, station.city), locality);
  const [deliveryTimeMin, deliveryTimeMax] = random.weighted(deliveryTimes, deliveryWeights);
  const tier = random.weighted(
    tiers,
    tiers.map((candidate) => candidate.weight),
  );

  const items = generateMenu({
    random,
    restaurantId: id,
    cuisines,
    pureVeg,
    jain,
    itemCount: random.int(options.itemCount[0], options.itemCount[1]),
    priceLevel: tier.priceLevel,
  });
  const prices = items.map((item) => item.finalPricePaise).sort((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)] ?? 0;
  // Two people each spending a tier-dependent multiple of a typical dish, to the nearest ₹50.
  const costForTwoPaise = Math.max(100, Math.round((median * 2 * tier.spendPerHead) / 100 / 50) * 50) * 100;

  return {
    restaurant: {
      id,
      name,
      imagePath: `/images/restaurants/${slugify(name)}.svg`,
      address: address(random, station, locality, options.location !== undefined),
      city: station.city,
      state: station.state,
      stationCode: station.code,
      stationName: station.name,
      ...(options.location ?? nearStation(random, station)),
      rating: Math.round((3.2 + ((random.next() + random.next()) / 2) * 1.6) * 10) / 10,
      totalReviews: Math.round(Math.exp(random.between(Math.log(20), Math.log(5000)))),
      deliveryTimeMin,
      deliveryTimeMax,
      isPureVeg: pureVeg,
      ...columnsFromOffer(random.chance(0.4) ? random.pick(offers) : null),
      ...openingHours(random, ['udupi', 'chai', 'meals-mess', 'bhojanalaya'].includes(concept.key)),
      costForTwoPaise,
      deliveryRadiusM: deliveryRadiusMetresFor(station.city),
      preparationMinutes: preparationMinutesFor(deliveryTimeMin),
    },
    cuisines,
    items,
  };
}
