import { and, asc, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RestaurantFilters, RestaurantSort } from '@railbite/contract/catalog';
import { fastDeliveryMaxMinutes, topRatedMinRating } from '@railbite/contract/catalog';
import { restaurants } from '../../db/schema/catalog.ts';
import { maxMinutesSql, minMinutesSql } from './catalog-location-sql.ts';

// The restaurant lists' SQL pieces: their orders, their chips' conditions and their totals, shared by
// the lists with and without a delivery location (catalog.repository.ts, catalog-near-list.ts).

/** Matches `restaurants_rating_id_idx` exactly (DESC NULLS LAST), so PostgreSQL reads pages off the index. */
export const byRating = [sql`${restaurants.rating} desc nulls last`, asc(restaurants.id)];

/**
 * Each Sort By choice; ties fall back to the default order so pages never repeat or skip. With a
 * location, delivery time is the one computed for it (ADR 024), not the kitchen's own estimate.
 */
export function listingOrder(sort: RestaurantSort, near: boolean): SQL[] {
  switch (sort) {
    case 'rating':
      return byRating;
    case 'delivery-time':
      return near
        ? [sql`${maxMinutesSql}`, sql`${minMinutesSql}`, ...byRating]
        : [asc(restaurants.deliveryTimeMax), asc(restaurants.deliveryTimeMin), ...byRating];
    case 'cost-low-to-high':
      return [asc(restaurants.costForTwoPaise), ...byRating];
    case 'cost-high-to-low':
      return [desc(restaurants.costForTwoPaise), ...byRating];
  }
}

/** A constant written into the SQL text: each filter combination is its own prepared statement. */
export const literal = (value: number) => sql.raw(String(value));

/**
 * The bits of `restaurant_facet()` (migration catalog_perf) for the chips a list asks for; the
 * thresholds below and those in that SQL function must agree (the totals test checks every combination).
 */
export function facetMask(filters: RestaurantFilters): number {
  return (
    (filters.fastDelivery ? 1 : 0) |
    (filters.topRated ? 2 : 0) |
    (filters.pureVeg ? 4 : 0) |
    (filters.hasOffer ? 8 : 0) |
    (filters.priceBand === 'under-300' ? 16 : 0) |
    (filters.priceBand === '300-600' ? 32 : 0)
  );
}

/** A short name for the chips a list asks for, one letter each: part of its statements' names. */
export function filterKey(filters: RestaurantFilters, byCuisine: boolean, near: boolean): string {
  const letters = [
    filters.fastDelivery ? 'f' : '',
    filters.topRated ? 't' : '',
    filters.pureVeg ? 'v' : '',
    filters.hasOffer ? 'o' : '',
    filters.priceBand === 'under-300' ? 'u' : '',
    filters.priceBand === '300-600' ? 'm' : '',
  ].join('');
  const dish = filters.dish ? '_dish' : '';
  return `${letters || 'all'}${byCuisine ? '_cuisine' : ''}${dish}_${(filters.sort ?? 'rating').replaceAll('-', '_')}${near ? '_near' : ''}`;
}

/**
 * The conditions of a list: its chips, its cuisine and, for a delivery location, `delivers` (the
 * location test as the query reads the kitchens: off the location index, or in the list's order).
 */
export function filterConditions(filters: RestaurantFilters, byCuisine: boolean, delivers?: SQL): SQL[] {
  const near = delivers !== undefined;
  const conditions: SQL[] = delivers ? [delivers] : [];
  const column = restaurants;
  // With a location, "fast" is about the time computed for it.
  const deliveryMax = near ? maxMinutesSql : sql`${column.deliveryTimeMax}`;
  if (filters.fastDelivery) conditions.push(sql`${deliveryMax} <= ${literal(fastDeliveryMaxMinutes)}`);
  if (filters.topRated) conditions.push(sql`${column.rating} >= ${literal(topRatedMinRating)}`);
  if (filters.pureVeg) conditions.push(sql`${column.isPureVeg}`);
  if (filters.hasOffer) conditions.push(sql`${column.offerType} is not null`);
  if (filters.priceBand === 'under-300') conditions.push(sql`${column.costForTwoPaise} < ${literal(300_00)}`);
  if (filters.priceBand === '300-600') {
    conditions.push(sql`${column.costForTwoPaise} between ${literal(300_00)} and ${literal(600_00)}`);
  }
  if (filters.dish) {
    conditions.push(sql`exists (
      select 1 from menu_items m
      where m.restaurant_id = "restaurants"."id" and m.is_hidden = false
        and lower(m.name) like ${sql.placeholder('dishPattern')}
    )`);
  }
  if (byCuisine) {
    conditions.push(sql`exists (
      select 1 from restaurant_cuisines rc
      where rc.cuisine_id = ${sql.placeholder('cuisineId')} and rc.restaurant_id = "restaurants"."id"
    )`);
  }
  return conditions;
}

/**
 * The list total. From the trigger-kept facet counts (a sum over a few dozen rows) for the chips; a dish
 * filter is free text the counts can't know, so that list counts its rows.
 */
export function listTotal(filters: RestaurantFilters, byCuisine: boolean): SQL<number> {
  if (filters.dish)
    return sql<number>`(select count(*)::int from ${restaurants} where ${and(...filterConditions(filters, byCuisine))})`;
  return facetTotal(facetMask(filters), byCuisine);
}

function facetTotal(mask: number, byCuisine: boolean): SQL<number> {
  const cuisine = byCuisine ? sql`${sql.placeholder('cuisineId')}` : literal(0);
  return sql<number>`(select coalesce(sum(f.restaurants), 0)::int from restaurant_facet_counts f
    where f.cuisine_id = ${cuisine} and f.facet & ${literal(mask)} = ${literal(mask)})`;
}
