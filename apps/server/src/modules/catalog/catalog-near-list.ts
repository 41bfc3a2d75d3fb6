import { and, asc, eq, sql } from 'drizzle-orm';
import type { RestaurantFilters } from '@railbite/contract/catalog';
import { nearbyTotalCap } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import type { PreparedOnce } from '../../db/prepared-statements.ts';
import type { Page } from './catalog.repository.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { byRating, filterConditions, filterKey, listingOrder, literal } from './catalog-list-sql.ts';
import { deliversInListOrder, deliversToLocation, distanceMetresSql } from './catalog-location-sql.ts';
import { restaurantColumns } from './catalog-sql.ts';

// A restaurant list for a delivery location (ADR 024, ADR 028's addendum). The answer grows with the
// catalog: ten times the kitchens, ten times as many deliver to the centre of Mumbai. So the list
// counts at most `nearbyTotalCap` + 1 of them, and how it reads the page depends on that count:
//
// - a place with at most `nearbyTotalCap` kitchens (most places): those kitchens are read off the
//   location index again, sorted and paged, and the total is exact;
// - a denser place, in the default order (best rated first): the rating index is read in order and
//   each kitchen checked until the page is full. The share of kitchens that deliver to a point does
//   not change with the catalog's size, so this reads about as many rows at 50,000 kitchens as at
//   5,000. Its total is a lower bound: the kitchens listed up to this page.
//
// Other orders (delivery time, cost) have no index to read in: they sort every kitchen that delivers,
// and count them exactly.

const cap = literal(nearbyTotalCap);
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

export function createNearListStatements(db: Db, prepared: PreparedOnce) {
  /**
   * How many kitchens deliver to the point, counted up to the cap + 1 (before chips and cuisine, so it
   * never probes a kitchen's cuisines): which way the default order reads its page. Apart from the
   * page, so both statements stay simple enough for PostgreSQL to keep one plan each (a single
   * statement choosing its path was planned afresh on every call: 1 ms).
   */
  const deliverers = prepared('catalog_near_deliverers', () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${restaurants} where ${deliversToLocation} limit ${cap} + 1) as nearby`),
  );

  /** A dense place, best rated first: the rating index read in order until the page is full. */
  const pageInListOrder = (filters: RestaurantFilters, byCuisine: boolean) =>
    prepared(`catalog_restaurants_${filterKey(filters, byCuisine, true)}_in_order`, () => {
      const pageIds = db
        .select({ pageId: restaurants.id })
        .from(restaurants)
        .where(and(...filterConditions(filters, byCuisine, deliversInListOrder)))
        .orderBy(...byRating)
        .limit(limit)
        .offset(offset)
        .as('page_ids');
      return db
        .select({
          ...restaurantColumns,
          total: sql<number | null>`null::int`,
          // Computed for the page's rows only (ADR 028).
          distanceM: sql<number | null>`${distanceMetresSql}`,
        })
        .from(pageIds)
        .innerJoin(restaurants, eq(restaurants.id, pageIds.pageId))
        .orderBy(...byRating);
    });

  /**
   * Every kitchen that delivers, sorted, counted exactly: delivery time and cost orders, and the default
   * order where at most the cap deliver.
   */
  const pageSortedWhole = (filters: RestaurantFilters, byCuisine: boolean) => {
    const order = listingOrder(filters.sort ?? 'rating', true);
    return prepared(`catalog_restaurants_${filterKey(filters, byCuisine, true)}`, () => {
      const pageIds = db
        .select({
          pageId: restaurants.id,
          position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(restaurants)
        .where(and(...filterConditions(filters, byCuisine, deliversToLocation)))
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page_ids');
      return db
        .select({
          ...restaurantColumns,
          total: pageIds.total,
          distanceM: sql<number | null>`${distanceMetresSql}`,
        })
        .from(pageIds)
        .innerJoin(restaurants, eq(restaurants.id, pageIds.pageId))
        .orderBy(asc(pageIds.position));
    });
  };

  /** For an empty page: the count (bounded as the page's), and whether the cuisine exists. */
  const total = (filters: RestaurantFilters, byCuisine: boolean) => {
    const bounded = (filters.sort ?? 'rating') === 'rating';
    const conditions = and(...filterConditions(filters, byCuisine, deliversToLocation));
    const counted = bounded
      ? sql`(select count(*)::int from (select 1 from ${restaurants} where ${conditions} limit ${cap} + 1) as nearby)`
      : sql`(select count(*)::int from ${restaurants} where ${conditions})`;
    return prepared(`catalog_restaurant_total_${filterKey(filters, byCuisine, true)}`, () =>
      db
        .select({
          n: sql<number>`${counted}`,
          found: byCuisine
            ? sql<boolean>`exists (select 1 from cuisines c where c.id = ${sql.placeholder('cuisineId')})`
            : sql<boolean>`true`,
        })
        .from(sql`(select 1) as one`),
    );
  };

  return {
    /**
     * A page and its total: exact, or — past the cap in the default order — the rows known so far
     * (`offset` + the page), marked as a lower bound.
     */
    async page(filters: RestaurantFilters, byCuisine: boolean, values: Record<string, unknown> & Page) {
      if ((filters.sort ?? 'rating') === 'rating') {
        const [counted] = await deliverers().execute(values);
        if ((counted?.n ?? 0) > nearbyTotalCap) {
          const rows = await pageInListOrder(filters, byCuisine)().execute(values);
          if (rows.length === 0) return { rows, total: undefined };
          return { rows, total: values.offset + rows.length, totalIsLowerBound: true };
        }
      }
      const rows = await pageSortedWhole(filters, byCuisine)().execute(values);
      const first = rows[0];
      if (!first) return { rows, total: undefined };
      return { rows, total: first.total, totalIsLowerBound: false };
    },
    /** `{ total, totalIsLowerBound, found }` for a page that came back empty. */
    async emptyPageTotal(filters: RestaurantFilters, byCuisine: boolean, values: Record<string, unknown>) {
      const [row] = await total(filters, byCuisine)().execute(values);
      if (!row) return undefined;
      return {
        total: Math.min(row.n, nearbyTotalCap),
        totalIsLowerBound: row.n > nearbyTotalCap,
        found: row.found,
      };
    },
  };
}
