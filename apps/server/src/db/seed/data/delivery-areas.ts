// How far seeded kitchens deliver and how long they take to cook (ADR 024). Pure and deterministic:
// nothing here draws from a random stream, so adding it changed no existing restaurant's other fields.

export type CitySize = 'metro' | 'large' | 'town';

/** The six metros (Delhi as its two cities of the station data). */
const metros = new Set(['Mumbai', 'Delhi', 'New Delhi', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad']);

/** Cities of about a million people or more (Census 2011 urban agglomerations) that are not metros. */
const largeCities = new Set([
  'Ahmedabad',
  'Pune',
  'Surat',
  'Jaipur',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Bhopal',
  'Patna',
  'Vadodara',
  'Ludhiana',
  'Agra',
  'Nashik',
  'Coimbatore',
  'Madurai',
  'Visakhapatnam',
  'Vijayawada',
  'Rajkot',
  'Kochi',
  'Varanasi',
  'Prayagraj',
  'Ranchi',
  'Jabalpur',
  'Gwalior',
  'Jodhpur',
  'Kota',
  'Raipur',
  'Amritsar',
  'Chandigarh',
  'Guwahati',
  'Thiruvananthapuram',
  'Kozhikode',
  'Asansol',
  'Dhanbad',
  'Jamshedpur',
]);

export function citySize(city: string): CitySize {
  if (metros.has(city)) return 'metro';
  return largeCities.has(city) ? 'large' : 'town';
}

/**
 * A kitchen's delivery radius by its city's size: riders cover more ground in a metro's dense grid of
 * customers; a town's kitchen serves its own part of town.
 */
export const deliveryRadiusMetresBySize: Record<CitySize, number> = { metro: 7000, large: 5000, town: 4000 };

export function deliveryRadiusMetresFor(city: string): number {
  return deliveryRadiusMetresBySize[citySize(city)];
}

/**
 * Preparation time from the delivery time the generator gives a kitchen (its kind of cooking): ten
 * minutes under the old "fastest" figure, never under ten. Migration 0017 derives it the same way for
 * rows written before.
 */
export function preparationMinutesFor(deliveryTimeMin: number): number {
  return Math.max(10, deliveryTimeMin - 10);
}

/**
 * The ten largest cities (Census 2011), plus New Delhi: the station data keeps it apart from Delhi and
 * the demo customer lives there. The demo seed adds city restaurants around each one's centre so at
 * least 15 kitchens deliver there.
 */
export const majorCities = [
  'Mumbai',
  'Delhi',
  'New Delhi',
  'Bengaluru',
  'Hyderabad',
  'Ahmedabad',
  'Chennai',
  'Kolkata',
  'Surat',
  'Pune',
  'Jaipur',
] as const;

/** City restaurants the demo seed adds around each major city's centre. */
export const cityRestaurantsPerMajorCity = 15;

/** How far from the centre they are placed, in metres: inside every major city's delivery radius. */
export const cityRestaurantRingMetres = { min: 300, max: 3500 } as const;
