import { asc, desc, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { searchResultLimit } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import { cuisines, restaurants } from '../../db/schema/catalog.ts';
import type { Point } from '../geo/delivery-model.ts';
import { deliversToLocation, distanceMetresSql, locationValues } from './catalog-location-sql.ts';
import { containsPattern, fuzzyMatch, noDistance, restaurantColumns } from './catalog-sql.ts';
import type { PreparedOnce } from '../../db/prepared-statements.ts';

/** How many of the closest dish names a search follows to restaurants. */
const matchingNamesLimit = 30;

/**
 * How many restaurants each name branch scores at most (ADR 028). A common word ("biryani", or the
 * typo "biryni") matches one name in nine, and every match's similarity used to be computed to keep
 * 20: 5,600 at 50,000 kitchens. The branch now ranks the first matches its scan finds (table order),
 * so its cost stays the same as the catalog grows. A closer name further down the table can be missed
 * by the trigram branch; an exact substring is still found by the substring branch.
 */
export const nameCandidatesLimit = 200;

const limit = sql.raw(String(searchResultLimit));

/** The term (lower-cased) and its LIKE pattern as a statement reads them. */
type TermValues = { term: SQLWrapper; pattern: SQLWrapper };

/** The values as they are: PostgreSQL plans the statement for each term (see `plannedOnce`). */
const termsSeen: TermValues = { term: sql.placeholder('term'), pattern: sql.placeholder('pattern') };

/**
 * The values behind a scalar subquery, which the planner does not look into (ADR 028, third
 * addendum). PostgreSQL keeps one generic plan for a prepared statement only while the plans made
 * for the actual values do not look cheaper; for the search they do once the catalog is large (the
 * trigram estimates for one term are smaller than for any term), so at 50,000 kitchens it planned
 * every search afresh, which cost as much as running it. Hidden values give both plans the same
 * estimates, and after its first five runs the statement keeps the generic one.
 */
const termsHidden: TermValues = {
  term: sql`(select ${sql.placeholder('term')}::text)`,
  pattern: sql`(select ${sql.placeholder('pattern')}::text)`,
};

/**
 * Whether one plan suits the term: a run of three letters or digits gives every trigram condition
 * (substring and similarity) something to look up in the index. "p" or "pa" gives `like '%pa%'`
 * none: a generic plan would then read the whole trigram index, where the plan PostgreSQL makes for
 * the value stops a scan at the first matches (3× faster at 50,000 kitchens).
 */
export function suitsOnePlan(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

/**
 * The best `limit` of at most `nameCandidatesLimit` restaurants whose lower-cased name (`name_key`)
 * matches `condition`, read from `source` (all restaurants, or the nearby ones).
 */
function nameBranch({ term }: TermValues, source: SQL, condition: SQL): SQL {
  return sql`(select candidates.id, 4 + word_similarity(${term}, candidates.name_key) as score
    from (select id, name_key from ${source} where ${condition}
      limit ${sql.raw(String(nameCandidatesLimit))}) as candidates
    order by score desc, candidates.id limit ${limit})`;
}

/**
 * Restaurants whose name matches rank first, then those serving a matching cuisine, then those
 * serving a matching dish; within a tier the closer match wins, then the lower id. The tiers' scores
 * never overlap (name 4–5, cuisine 2–3, dish 0–1), so when the names alone fill the page the other
 * tiers cannot reach it and are not run at all (a one-time filter on `name_hits`).
 *
 * Only the `limit` best restaurants of each branch can make the final list (a restaurant's score is
 * its best branch score, so one outside a branch's best `limit` has `limit` others at least as good
 * ahead of it), so every branch stops at `limit` distinct restaurants. Every restaurant reached
 * through one cuisine or dish name scores the same, so each name contributes its `limit` lowest ids,
 * read in id order straight off an index, instead of every menu row naming it. The name branches
 * rank at most `nameCandidatesLimit` matches each (see there).
 */
function rankedRestaurantIds(near: boolean, values: TermValues): SQL {
  const { term, pattern } = values;
  // With a location, every branch looks only at the kitchens that deliver there (ADR 024): a few
  // hundred read off the location index, which also bounds the typo branch's similarity scoring.
  // `near` carries the names, so the name branches match them without reading each kitchen again.
  const nearby = near
    ? sql`near as materialized (select "restaurants"."id" from restaurants where ${deliversToLocation}),`
    : sql``;
  const names = sql`(select id, lower(name) as name_key from restaurants ${near ? sql`where ${deliversToLocation}` : sql``}) as r`;
  // The cuisine and dish tiers read, per matching name, its restaurants in id order off an index and
  // keep the first `limit` that deliver, checked against a hash of `near` built once. "is true" keeps
  // PostgreSQL from turning the check into a join that probes the index once per nearby kitchen for
  // every name (it expects a handful nearby, not 1,600: 30 names × 1,600 probes at 50,000; ADR 028).
  const onlyNear = (id: SQL) => (near ? sql`and (${id} in (select id from near)) is true` : sql``);
  return sql`
  with ${nearby} name_hits as materialized (
    select id, max(score) as score from (
      -- Substring and similarity matches as separate branches: each can use the trigram index,
      -- where an OR of the two makes PostgreSQL scan every restaurant.
      ${nameBranch(values, names, sql`name_key like ${pattern}`)}
      union all
      ${nameBranch(values, names, sql`${term} <% name_key`)}
    ) as names
    group by id
  ),
  lower_tiers_needed as materialized (
    select count(*) < ${limit} as needed from name_hits
  )
  select hits.id, max(hits.score) as score from (
    select id, score from name_hits
    union all
    (select rc.restaurant_id, max(2 + word_similarity(${term}, lower(c.name))) as score
      from cuisines c
      cross join lateral (
        select restaurant_id from restaurant_cuisines
        where cuisine_id = c.id ${onlyNear(sql`restaurant_id`)} order by restaurant_id limit ${limit}
      ) rc
      where (select needed from lower_tiers_needed)
        and (lower(c.name) like ${pattern} or ${term} <% lower(c.name))
      group by rc.restaurant_id
      order by score desc, rc.restaurant_id limit ${limit})
    union all
    (select m.restaurant_id, max(t.similarity) as score
      from (
        select name_key, word_similarity(${term}, name_key) as similarity from dish_names
        where (select needed from lower_tiers_needed)
          and (name_key like ${pattern} or ${term} <% name_key)
        order by similarity desc, name_key limit ${sql.raw(String(matchingNamesLimit))}
      ) t
      cross join lateral (
        select restaurant_id from menu_items
        where lower(name) = t.name_key and is_hidden = false ${onlyNear(sql`restaurant_id`)}
        order by restaurant_id limit ${limit}
      ) m
      group by m.restaurant_id
      order by score desc, m.restaurant_id limit ${limit})
  ) as hits
  group by hits.id
  order by score desc, hits.id
  limit ${limit}`;
}

export function createCatalogSearchRepository(db: Db, prepared: PreparedOnce) {
  const restaurantMatches = (near: boolean, onePlan: boolean) =>
    prepared(`catalog_search_restaurants${near ? '_near' : ''}${onePlan ? '_one_plan' : ''}`, () =>
      db
        .select({ ...restaurantColumns, distanceM: near ? distanceMetresSql : noDistance })
        .from(restaurants)
        .innerJoin(
          sql`(${rankedRestaurantIds(near, onePlan ? termsHidden : termsSeen)}) as ranked`,
          sql`ranked.id = ${restaurants.id}`,
        )
        .orderBy(sql`ranked.score desc`, asc(restaurants.id)),
    );

  const cuisineMatches = prepared('catalog_search_cuisines', () =>
    db
      .select({ id: cuisines.id, name: cuisines.name, imagePath: cuisines.imagePath })
      .from(cuisines)
      .where(fuzzyMatch(cuisines.name, termsSeen.term, termsSeen.pattern))
      .orderBy(desc(sql`word_similarity(${termsSeen.term}, lower(${cuisines.name}))`), asc(cuisines.id))
      .limit(searchResultLimit),
  );

  const values = (text: string) => ({ term: text.toLowerCase(), pattern: containsPattern(text) });

  return {
    /**
     * The best `searchResultLimit` restaurants for a term, best first, in one statement; with a
     * location, only those that deliver there, each with its distance in whole metres.
     */
    searchRestaurants: (text: string, location?: Point) =>
      restaurantMatches(location !== undefined, suitsOnePlan(text))().execute({
        ...values(text),
        ...(location ? locationValues(location) : {}),
      }),
    searchCuisines: (text: string) => cuisineMatches().execute(values(text)),
  };
}
