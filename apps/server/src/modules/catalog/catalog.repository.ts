import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MealCategory, RestaurantFilters } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import {
  cuisines,
  menuItems,
  menuSections,
  restaurantCuisines,
  restaurants,
} from '../../db/schema/catalog.ts';
import type { Point } from '../geo/delivery-model.ts';
import { filterConditions, filterKey, listingOrder, listTotal } from './catalog-list-sql.ts';
import { locationValues } from './catalog-location-sql.ts';
import { createNearListStatements } from './catalog-near-list.ts';
import { createCatalogSearchRepository } from './catalog-search.repository.ts';
import { containsPattern, fuzzyMatch, noDistance, restaurantColumns } from './catalog-sql.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';

export type Page = { limit: number; offset: number };
/** `totalIsLowerBound`: a list for a location stopped counting at `nearbyTotalCap` (catalog-near-list.ts). */
export type RestaurantList = {
  rows: RestaurantRow[];
  total: number;
  totalIsLowerBound: boolean;
};
export type MenuFilters = {
  mealCategory?: MealCategory | undefined;
  bestsellersOnly: boolean;
  search: string;
};

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

  /** For an empty page only (past the end, or an unknown cuisine): the total, and whether the cuisine exists. */
  const restaurantTotal = (filters: RestaurantFilters, byCuisine: boolean) =>
    prepared(`catalog_restaurant_total_${filterKey(filters, byCuisine, false)}`, () =>
      db
        .select({
          total: listTotal(filters, byCuisine),
          found: byCuisine
            ? sql<boolean>`exists (select 1 from cuisines c where c.id = ${sql.placeholder('cuisineId')})`
            : sql<boolean>`true`,
        })
        .from(sql`(select 1) as one`),
    );
  const near = createNearListStatements(db, prepared);

  const restaurantById = prepared('catalog_restaurant', () =>
    db
      .select({
        ...restaurantColumns,
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        opensAt: restaurants.opensAt,
        closesAt: restaurants.closesAt,
        weeklyHours: restaurants.weeklyHours,
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
    // A hidden dish, or one in a hidden section, is off the customer menu (ADR 035, 036).
    const conditions: SQL[] = [
      eq(menuItems.restaurantId, sql.placeholder('restaurantId')),
      eq(menuItems.isHidden, false),
    ];
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

  /**
   * A page of the menu with the count of every matching item in each row (a restaurant has dozens),
   * each with its section's name. Dishes without a section (seeded menus) come first (ADR 036).
   */
  const menuPage = (filters: MenuFilters) =>
    prepared(`catalog_menu_${menuKey(filters)}`, () =>
      db
        .select({
          item: menuItems,
          sectionName: menuSections.name,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(menuItems)
        .leftJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
        .where(and(...menuConditions(filters)))
        // With a search, the closest names come first; otherwise the restaurant's own menu order.
        .orderBy(
          ...(filters.search
            ? [desc(sql`word_similarity(${sql.placeholder('term')}, lower(${menuItems.name}))`)]
            : []),
          sql`${menuSections.position} asc nulls first`,
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
    async listRestaurants(
      filters: RestaurantFilters,
      page: Page,
      cuisineId?: number,
      location?: Point,
    ): Promise<RestaurantList | undefined> {
      const byCuisine = cuisineId !== undefined;
      const values = {
        ...page,
        cuisineId,
        dishPattern: filters.dish ? containsPattern(filters.dish) : undefined,
        ...(location ? locationValues(location) : {}),
      };
      if (location) {
        const found = await near.page(filters, byCuisine, values);
        if (found.total !== undefined) return found;
        const { rows } = found;
        const counted = await near.emptyPageTotal(filters, byCuisine, values);
        return counted?.found ? { rows, ...counted } : undefined;
      }
      const rows = await restaurantPage(filters, byCuisine)().execute(values);
      if (rows[0]) return { rows, total: rows[0].total, totalIsLowerBound: false };
      const [row] = await restaurantTotal(filters, byCuisine)().execute(values);
      return row?.found ? { rows, total: row.total, totalIsLowerBound: false } : undefined;
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
      if (rows[0])
        return {
          rows: rows.map(({ item, sectionName }) => ({ ...item, sectionName })),
          total: rows[0].total,
        };
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
