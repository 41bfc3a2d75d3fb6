import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { MealCategory, RestaurantFilters, RestaurantSort } from '@railbite/contract/catalog';
import { fastDeliveryMaxMinutes, topRatedMinRating } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import { cuisines, dishNames, menuItems, restaurantCuisines, restaurants } from '../../db/schema/catalog.ts';

export type Page = { limit: number; offset: number };

/** How many of the closest dish names a search follows to restaurants. */
const matchingNamesLimit = 30;

/**
 * Headline cuisines of a restaurant, in its own order: the spec's `cuisine_type`. Written with
 * qualified names because Drizzle renders columns unqualified in single-table selects.
 */
const cuisineType = sql<string>`coalesce((
  select string_agg(c.name, ', ' order by rc.position)
  from restaurant_cuisines rc join cuisines c on c.id = rc.cuisine_id
  where rc.restaurant_id = "restaurants"."id"
), '')`;

const restaurantColumns = {
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
  offerText: restaurants.offerText,
  costForTwoPaise: restaurants.costForTwoPaise,
};

/** Matches `restaurants_rating_id_idx` exactly (DESC NULLS LAST), so PostgreSQL reads pages off the index. */
const byRating = [sql`${restaurants.rating} desc nulls last`, asc(restaurants.id)];

/** Each Sort By choice; ties fall back to the default order so pages never repeat or skip. */
const listingOrders: Record<RestaurantSort, SQL[]> = {
  rating: byRating,
  'delivery-time': [asc(restaurants.deliveryTimeMax), asc(restaurants.deliveryTimeMin), ...byRating],
  'cost-low-to-high': [asc(restaurants.costForTwoPaise), ...byRating],
  'cost-high-to-low': [desc(restaurants.costForTwoPaise), ...byRating],
};

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterConditions(filters: RestaurantFilters, cuisineId?: number): SQL[] {
  const conditions: SQL[] = [];
  if (filters.fastDelivery) conditions.push(lte(restaurants.deliveryTimeMax, fastDeliveryMaxMinutes));
  if (filters.topRated) conditions.push(gte(restaurants.rating, topRatedMinRating));
  if (filters.pureVeg) conditions.push(eq(restaurants.isPureVeg, true));
  if (filters.hasOffer) conditions.push(isNotNull(restaurants.offerText));
  if (filters.priceBand === 'under-300') conditions.push(lt(restaurants.costForTwoPaise, 300_00));
  if (filters.priceBand === '300-600') {
    conditions.push(gte(restaurants.costForTwoPaise, 300_00), lte(restaurants.costForTwoPaise, 600_00));
  }
  if (filters.dish) {
    conditions.push(sql`exists (
      select 1 from menu_items m where m.restaurant_id = "restaurants"."id" and lower(m.name) like ${containsPattern(filters.dish)}
    )`);
  }
  if (cuisineId !== undefined) {
    conditions.push(sql`exists (
      select 1 from restaurant_cuisines rc where rc.cuisine_id = ${cuisineId} and rc.restaurant_id = "restaurants"."id"
    )`);
  }
  return conditions;
}

/** Matches a lower-cased column by substring or, for small typos, by trigram word similarity. */
function fuzzyMatch(column: AnyColumn, term: string): SQL {
  const lowered = term.toLowerCase();
  return sql`(lower(${column}) like ${containsPattern(term)} or ${lowered} <% lower(${column}))`;
}

export function createCatalogRepository(db: Db) {
  return {
    async listCuisines() {
      return db
        .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
        .from(cuisines)
        .orderBy(asc(cuisines.sortOrder), asc(cuisines.id));
    },

    async cuisineExists(id: number) {
      const rows = await db.select({ id: cuisines.id }).from(cuisines).where(eq(cuisines.id, id)).limit(1);
      return rows.length > 0;
    },

    /**
     * One page in a stable order (rating, then id, unless another sort is asked for), and the total
     * for the same filters. The page's ids come first, straight off the (rating, id) index for the
     * default order; only those ten rows get their cuisines joined.
     */
    async listRestaurants(filters: RestaurantFilters, page: Page, cuisineId?: number) {
      const where = and(...filterConditions(filters, cuisineId));
      const listingOrder = listingOrders[filters.sort ?? 'rating'];
      const pageIds = db
        .select({ pageId: restaurants.id })
        .from(restaurants)
        .where(where)
        .orderBy(...listingOrder)
        .limit(page.limit)
        .offset(page.offset)
        .as('page_ids');
      const [rows, [count]] = await Promise.all([
        db
          .select(restaurantColumns)
          .from(pageIds)
          .innerJoin(restaurants, eq(restaurants.id, pageIds.pageId))
          .orderBy(...listingOrder),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(restaurants)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async findRestaurant(id: number) {
      const [row] = await db
        .select({
          ...restaurantColumns,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
          opensAt: restaurants.opensAt,
          closesAt: restaurants.closesAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id))
        .limit(1);
      if (!row) return undefined;
      const restaurantCuisineRows = await db
        .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
        .from(restaurantCuisines)
        .innerJoin(cuisines, eq(cuisines.id, restaurantCuisines.cuisineId))
        .where(eq(restaurantCuisines.restaurantId, id))
        .orderBy(asc(restaurantCuisines.position));
      return { ...row, cuisines: restaurantCuisineRows };
    },

    async restaurantExists(id: number) {
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, id))
        .limit(1);
      return rows.length > 0;
    },

    async listMenuItems(
      restaurantId: number,
      filters: { mealCategory?: MealCategory | undefined; bestsellersOnly: boolean; search: string },
      page: Page,
    ) {
      const conditions: SQL[] = [eq(menuItems.restaurantId, restaurantId)];
      if (filters.mealCategory) conditions.push(eq(menuItems.mealCategory, filters.mealCategory));
      if (filters.bestsellersOnly) conditions.push(eq(menuItems.isBestseller, true));
      if (filters.search) {
        conditions.push(
          sql`(${fuzzyMatch(menuItems.name, filters.search)} or lower(${menuItems.description}) like ${containsPattern(filters.search)})`,
        );
      }
      const where = and(...conditions);
      // With a search, the closest names come first; otherwise the restaurant's own menu order.
      const order = filters.search
        ? [
            desc(sql`word_similarity(${filters.search.toLowerCase()}, lower(${menuItems.name}))`),
            asc(menuItems.sortOrder),
            asc(menuItems.id),
          ]
        : [asc(menuItems.sortOrder), asc(menuItems.id)];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(menuItems)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(menuItems)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async searchCuisines(term: string, limit: number) {
      return db
        .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
        .from(cuisines)
        .where(fuzzyMatch(cuisines.name, term))
        .orderBy(desc(sql`word_similarity(${term.toLowerCase()}, lower(${cuisines.name}))`), asc(cuisines.id))
        .limit(limit);
    },

    /**
     * Restaurants whose name matches rank first, then those serving a matching cuisine, then those
     * serving a matching dish; within a tier the closer match wins, then the lower id. Every
     * restaurant reached through one cuisine or dish name scores the same, so only the `limit`
     * lowest ids per name can make the final list: each name contributes at most that many, read in
     * id order straight off an index, instead of every menu row that mentions it.
     */
    async searchRestaurants(term: string, limit: number) {
      const lowered = term.toLowerCase();
      const pattern = containsPattern(term);
      const ranked = await db.execute(sql`
        select hits.id::int as id, max(hits.score) as score from (
          -- Substring and similarity matches as separate branches: each can use the trigram index,
          -- where an OR of the two makes PostgreSQL scan every restaurant (24 ms vs 5 ms at 5,000).
          select ${restaurants.id} as id, 3 + word_similarity(${lowered}, lower(${restaurants.name})) as score
          from ${restaurants} where lower(${restaurants.name}) like ${pattern}
          union all
          select ${restaurants.id}, 3 + word_similarity(${lowered}, lower(${restaurants.name}))
          from ${restaurants} where ${lowered} <% lower(${restaurants.name})
          union all
          select rc.restaurant_id, 2 + word_similarity(${lowered}, lower(c.name))
          from ${cuisines} c
          cross join lateral (
            select restaurant_id from restaurant_cuisines where cuisine_id = c.id order by restaurant_id limit ${limit}
          ) rc
          where lower(c.name) like ${pattern} or ${lowered} <% lower(c.name)
          union all
          select m.restaurant_id, 1 + t.similarity
          from (
            select name_key, word_similarity(${lowered}, name_key) as similarity from ${dishNames}
            where name_key like ${pattern} or ${lowered} <% name_key
            order by similarity desc, name_key limit ${matchingNamesLimit}
          ) t
          cross join lateral (
            select restaurant_id from menu_items where lower(name) = t.name_key order by restaurant_id limit ${limit}
          ) m
        ) as hits
        group by hits.id
        order by score desc, hits.id
        limit ${limit}`);
      // Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot say so.
      const order = (ranked as { rows: { id: number }[] }).rows.map((row) => row.id);
      if (order.length === 0) return [];
      const rows = await db.select(restaurantColumns).from(restaurants).where(inArray(restaurants.id, order));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return order.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type RestaurantRow = Awaited<ReturnType<CatalogRepository['listRestaurants']>>['rows'][number];
export type RestaurantDetailRow = NonNullable<Awaited<ReturnType<CatalogRepository['findRestaurant']>>>;
export type MenuItemRow = Awaited<ReturnType<CatalogRepository['listMenuItems']>>['rows'][number];
