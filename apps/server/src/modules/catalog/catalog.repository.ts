import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MealCategory, RestaurantFilters, RestaurantSort } from '@railbite/contract/catalog';
import { fastDeliveryMaxMinutes, topRatedMinRating } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import { cuisines, menuItems, restaurantCuisines, restaurants } from '../../db/schema/catalog.ts';
import type { Point } from '../geo/delivery-model.ts';
import {
  deliversToLocation,
  distanceMetresSql,
  locationValues,
  maxMinutesSql,
  minMinutesSql,
} from './catalog-location-sql.ts';
import { createCatalogSearchRepository } from './catalog-search.repository.ts';
import { containsPattern, fuzzyMatch, noDistance, restaurantColumns } from './catalog-sql.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';

export type Page = { limit: number; offset: number };
export type MenuFilters = {
  mealCategory?: MealCategory | undefined;
  bestsellersOnly: boolean;
  search: string;
};

/** Matches `restaurants_rating_id_idx` exactly (DESC NULLS LAST), so PostgreSQL reads pages off the index. */
const byRating = [sql`${restaurants.rating} desc nulls last`, asc(restaurants.id)];

/**
 * Each Sort By choice; ties fall back to the default order so pages never repeat or skip. With a
 * location, delivery time is the one computed for it (ADR 024), not the kitchen's own estimate.
 */
function listingOrder(sort: RestaurantSort, near: boolean): SQL[] {
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
const literal = (value: number) => sql.raw(String(value));

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
function filterKey(filters: RestaurantFilters, byCuisine: boolean, near: boolean): string {
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

function filterConditions(filters: RestaurantFilters, byCuisine: boolean, near = false): SQL[] {
  const conditions: SQL[] = near ? [deliversToLocation] : [];
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
      where m.restaurant_id = "restaurants"."id" and lower(m.name) like ${sql.placeholder('dishPattern')}
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
function listTotal(filters: RestaurantFilters, byCuisine: boolean): SQL<number> {
  if (filters.dish)
    return sql<number>`(select count(*)::int from ${restaurants} where ${and(...filterConditions(filters, byCuisine))})`;
  return facetTotal(facetMask(filters), byCuisine);
}

function facetTotal(mask: number, byCuisine: boolean): SQL<number> {
  const cuisine = byCuisine ? sql`${sql.placeholder('cuisineId')}` : literal(0);
  return sql<number>`(select coalesce(sum(f.restaurants), 0)::int from restaurant_facet_counts f
    where f.cuisine_id = ${cuisine} and f.facet & ${literal(mask)} = ${literal(mask)})`;
}

export function createCatalogRepository(db: Db) {
  const prepared = preparedOnce();

  const listCuisines = prepared('catalog_cuisines', () =>
    db
      .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
      .from(cuisines)
      .orderBy(asc(cuisines.sortOrder), asc(cuisines.id)),
  );

  /**
   * One page in a stable order (rating, then id) with the total for the same filters in every row.
   * The page's ids come straight off the (rating, id) index; only those rows get their cuisines.
   */
  const restaurantPage = (filters: RestaurantFilters, byCuisine: boolean) => {
    const order = listingOrder(filters.sort ?? 'rating', false);
    return prepared(`catalog_restaurants_${filterKey(filters, byCuisine, false)}`, () => {
      const pageIds = db
        .select({ pageId: restaurants.id })
        .from(restaurants)
        .where(and(...filterConditions(filters, byCuisine)))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
      return db
        .select({ ...restaurantColumns, total: listTotal(filters, byCuisine), distanceM: noDistance })
        .from(pageIds)
        .innerJoin(restaurants, eq(restaurants.id, pageIds.pageId))
        .orderBy(...order);
    });
  };

  /**
   * The same page for a delivery location: only kitchens whose area covers it, read through the
   * location index (a box around the point, then the exact distance; ADR 024), in the same order. The
   * facet counts know nothing of places, so the total is counted over the page's (local) candidates.
   */
  const restaurantPageNear = (filters: RestaurantFilters, byCuisine: boolean) => {
    const order = listingOrder(filters.sort ?? 'rating', true);
    return prepared(`catalog_restaurants_${filterKey(filters, byCuisine, true)}`, () => {
      const pageIds = db
        .select({
          pageId: restaurants.id,
          position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(restaurants)
        .where(and(...filterConditions(filters, byCuisine, true)))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
      return db
        .select({
          ...restaurantColumns,
          total: pageIds.total,
          // Computed for the page's rows only, not for every kitchen counted in the total (ADR 028).
          distanceM: sql<number | null>`${distanceMetresSql}`,
        })
        .from(pageIds)
        .innerJoin(restaurants, eq(restaurants.id, pageIds.pageId))
        .orderBy(asc(pageIds.position));
    });
  };

  /** For an empty page only (past the end, or an unknown cuisine): the total, and whether the cuisine exists. */
  const restaurantTotal = (filters: RestaurantFilters, byCuisine: boolean, near: boolean) => {
    const total = near
      ? sql<number>`(select count(*)::int from ${restaurants} where ${and(...filterConditions(filters, byCuisine, true))})`
      : listTotal(filters, byCuisine);
    return prepared(`catalog_restaurant_total_${filterKey(filters, byCuisine, near)}`, () =>
      db
        .select({
          total,
          found: byCuisine
            ? sql<boolean>`exists (select 1 from cuisines c where c.id = ${sql.placeholder('cuisineId')})`
            : sql<boolean>`true`,
        })
        .from(sql`(select 1) as one`),
    );
  };

  const restaurantById = prepared('catalog_restaurant', () =>
    db
      .select({
        ...restaurantColumns,
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        opensAt: restaurants.opensAt,
        closesAt: restaurants.closesAt,
        isAcceptingOrders: restaurants.isAcceptingOrders,
        deliveryRadiusM: restaurants.deliveryRadiusM,
      })
      .from(restaurants)
      .where(eq(restaurants.id, sql.placeholder('id'))),
  );

  const cuisinesOfRestaurant = prepared('catalog_restaurant_cuisines', () =>
    db
      .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
      .from(restaurantCuisines)
      .innerJoin(cuisines, eq(cuisines.id, restaurantCuisines.cuisineId))
      .where(eq(restaurantCuisines.restaurantId, sql.placeholder('id')))
      .orderBy(asc(restaurantCuisines.position)),
  );

  const menuConditions = (filters: MenuFilters): SQL[] => {
    const conditions: SQL[] = [eq(menuItems.restaurantId, sql.placeholder('restaurantId'))];
    if (filters.mealCategory) conditions.push(eq(menuItems.mealCategory, sql.placeholder('mealCategory')));
    if (filters.bestsellersOnly) conditions.push(eq(menuItems.isBestseller, true));
    if (filters.search) {
      const pattern = sql.placeholder('pattern');
      conditions.push(
        sql`(${fuzzyMatch(menuItems.name, sql.placeholder('term'), pattern)} or lower(${menuItems.description}) like ${pattern})`,
      );
    }
    return conditions;
  };
  const menuKey = (filters: MenuFilters) =>
    `${filters.mealCategory ? 'c' : ''}${filters.bestsellersOnly ? 'b' : ''}${filters.search ? 's' : ''}`;

  /** A page of the menu with the count of every matching item in each row (a restaurant has dozens). */
  const menuPage = (filters: MenuFilters) =>
    prepared(`catalog_menu_${menuKey(filters)}`, () =>
      db
        .select({ item: menuItems, total: sql<number>`(count(*) over ())::int` })
        .from(menuItems)
        .where(and(...menuConditions(filters)))
        // With a search, the closest names come first; otherwise the restaurant's own menu order.
        .orderBy(
          ...(filters.search
            ? [desc(sql`word_similarity(${sql.placeholder('term')}, lower(${menuItems.name}))`)]
            : []),
          asc(menuItems.sortOrder),
          asc(menuItems.id),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );

  /** For an empty menu page only: whether the restaurant exists, and the total for the filters. */
  const menuTotal = (filters: MenuFilters) =>
    prepared(`catalog_menu_total_${menuKey(filters)}`, () =>
      db
        .select({
          found: sql<boolean>`exists (select 1 from restaurants r where r.id = ${sql.placeholder('restaurantId')})`,
          total: sql<number>`(select count(*)::int from ${menuItems} where ${and(...menuConditions(filters))})`,
        })
        .from(sql`(select 1) as one`),
    );

  return {
    listCuisines: () => listCuisines().execute(),

    /**
     * `undefined` when the cuisine does not exist. With a location, only the kitchens that deliver
     * there, each with its distance in whole metres (`distanceM`, otherwise null).
     */
    async listRestaurants(filters: RestaurantFilters, page: Page, cuisineId?: number, location?: Point) {
      const byCuisine = cuisineId !== undefined;
      const near = location !== undefined;
      const values = {
        ...page,
        cuisineId,
        dishPattern: filters.dish ? containsPattern(filters.dish) : undefined,
        ...(location ? locationValues(location) : {}),
      };
      const rows = near
        ? await restaurantPageNear(filters, byCuisine)().execute(values)
        : await restaurantPage(filters, byCuisine)().execute(values);
      if (rows[0]) return { rows, total: rows[0].total };
      const [row] = await restaurantTotal(filters, byCuisine, near)().execute(values);
      return row?.found ? { rows, total: row.total } : undefined;
    },

    async findRestaurant(id: number) {
      const [[row], restaurantCuisineRows] = await Promise.all([
        restaurantById().execute({ id }),
        cuisinesOfRestaurant().execute({ id }),
      ]);
      return row && { ...row, cuisines: restaurantCuisineRows };
    },

    /** `undefined` when the restaurant does not exist. */
    async listMenuItems(restaurantId: number, filters: MenuFilters, page: Page) {
      const values = {
        ...page,
        restaurantId,
        mealCategory: filters.mealCategory,
        term: filters.search.toLowerCase(),
        pattern: containsPattern(filters.search),
      };
      const rows = await menuPage(filters)().execute(values);
      if (rows[0]) return { rows: rows.map((row) => row.item), total: rows[0].total };
      const [row] = await menuTotal(filters)().execute(values);
      return row?.found ? { rows: [], total: row.total } : undefined;
    },

    ...createCatalogSearchRepository(db, prepared),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
/** A restaurant card's columns (lists carry their total alongside). */
export type RestaurantRow = Awaited<ReturnType<CatalogRepository['searchRestaurants']>>[number];
export type RestaurantDetailRow = NonNullable<Awaited<ReturnType<CatalogRepository['findRestaurant']>>>;
export type MenuItemRow = NonNullable<
  Awaited<ReturnType<CatalogRepository['listMenuItems']>>
>['rows'][number];
