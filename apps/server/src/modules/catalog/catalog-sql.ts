import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import { restaurants } from '../../db/schema/catalog.ts';

/**
 * Headline cuisines of a restaurant, in its own order: the spec's `cuisine_type`. Written with
 * qualified names because Drizzle renders columns unqualified in single-table selects.
 */
const cuisineType = sql<string>`coalesce((
  select string_agg(c.name, ', ' order by rc.position)
  from restaurant_cuisines rc join cuisines c on c.id = rc.cuisine_id
  where rc.restaurant_id = "restaurants"."id"
), '')`;

/** A restaurant's offer rule (restaurant-offer.ts turns it into the rule and its text). */
export const offerRuleColumns = {
  offerType: restaurants.offerType,
  offerAmountPaise: restaurants.offerAmountPaise,
  offerPercent: restaurants.offerPercent,
  offerCapPaise: restaurants.offerCapPaise,
  offerMinOrderPaise: restaurants.offerMinOrderPaise,
};

/** What a restaurant card needs (the list, search and detail readings). */
export const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  imagePath: restaurants.imagePath,
  rating: restaurants.rating,
  totalReviews: restaurants.totalReviews,
  deliveryTimeMin: restaurants.deliveryTimeMin,
  deliveryTimeMax: restaurants.deliveryTimeMax,
  cuisineType,
  address: restaurants.address,
  city: restaurants.city,
  state: restaurants.state,
  stationCode: restaurants.stationCode,
  stationName: restaurants.stationName,
  isPureVeg: restaurants.isPureVeg,
  ...offerRuleColumns,
  costForTwoPaise: restaurants.costForTwoPaise,
  preparationMinutes: restaurants.preparationMinutes,
};

/** A card read without a delivery location has no distance (catalog-location-sql.ts has the other). */
export const noDistance = sql<number | null>`null::int`;

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Matches a lower-cased column by substring (`pattern` from containsPattern) or, for small typos, by
 * trigram word similarity to the lower-cased `term`.
 */
export function fuzzyMatch(column: AnyColumn, term: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`(lower(${column}) like ${pattern} or ${term} <% lower(${column}))`;
}
