import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultLimit } from '@railbite/contract/catalog';
import type { Database } from '../../db/client.ts';
import type { PreparedOnce } from '../../db/prepared-statements.ts';
import { insertGeneratedKitchens } from '../../testing/catalog-fixture.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createCatalogSearchRepository, nameCandidatesLimit } from './catalog-search.repository.ts';

// ADR 028: a common word (or its typo) matches many restaurant names; the search must rank a bounded
// number of them, however many there are, and still answer sensibly.

type Built = { sql: string; params: unknown[] };
type PlanNode = {
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

const biryaniKitchens = 1500;
let database: Database;
let search: ReturnType<typeof createCatalogSearchRepository>;
const statements = new Map<string, Built>();

/** Builds each statement as the app does, keeping its SQL so the test can EXPLAIN it. */
const recording = ((name: string, build: () => { prepare(name: string): unknown; toSQL(): Built }) => {
  const query = build();
  statements.set(name, query.toSQL());
  const statement = query.prepare(name);
  return () => statement;
}) as unknown as PreparedOnce;

/** The statement with its values written in (EXPLAIN takes no parameters through Drizzle). */
function withValues(built: Built, values: Record<string, unknown>) {
  const filled = fillPlaceholders(built.params, values);
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  return built.sql.replace(/\$(\d+)/g, (_match, index: string) => literal(filled[Number(index) - 1]));
}

/** Rows each scan of `restaurants` looked at (kept or filtered out), summed over the whole plan. */
function restaurantRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'restaurants'
      ? (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + restaurantRowsRead(child), 0);
}

/** The part of the plan that computes a CTE (`CTE name`). */
function cteNode(node: PlanNode, name: string): PlanNode | undefined {
  if (node['Subplan Name'] === `CTE ${name}`) return node;
  for (const child of node.Plans ?? []) {
    const found = cteNode(child, name);
    if (found) return found;
  }
  return undefined;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Many kitchens with "Biryani" in their name (as in the scale seed, one in nine), then one whose
  // name is the typo itself, last of all.
  await insertGeneratedKitchens(database.db, biryaniKitchens + 501, {
    name: sql`case when g <= ${biryaniKitchens} then 'Shahi Biryani House ' || g
                   when g = ${biryaniKitchens + 501} then 'Biryni Corner'
                   else 'Dosa Plaza ' || g end`,
    latitude: sql`20 + g / 1000.0`,
  });
  search = createCatalogSearchRepository(database.db, recording);
});
afterAll(() => database.close());

describe('restaurant search over many matching names', () => {
  it('still answers a full page, the exact name first and then the closest typo matches', async () => {
    const rows = await search.searchRestaurants('biryni');
    expect(rows).toHaveLength(searchResultLimit);
    expect(rows[0]?.name).toBe('Biryni Corner');
    for (const row of rows.slice(1)) expect(row.name).toMatch(/^Shahi Biryani House \d+$/);
  });

  it.each(['biryni', 'biryani'])(
    'ranks a bounded number of names for "%s", not every match',
    async (text) => {
      await search.searchRestaurants(text);
      const built = statements.get('catalog_search_restaurants_one_plan');
      if (!built) throw new Error('The search statement was not built');
      const values = { term: text, pattern: `%${text}%` };
      const result = await database.db.execute(
        sql.raw(`explain (analyze, format json) ${withValues(built, values)}`),
      );
      // Both drivers answer raw SQL with `{ rows }`; PGlite gives the JSON parsed, node-postgres too.
      const [row] = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
      const nameHits = row && cteNode(row['QUERY PLAN'][0].Plan, 'name_hits');
      if (!nameHits) throw new Error('No name_hits in the plan');
      // Two name branches of at most nameCandidatesLimit names each (a scan that stops at its limit
      // may read a row more). Without the bound: every one of the 1,500 for each branch that matches.
      expect(restaurantRowsRead(nameHits)).toBeLessThanOrEqual(2 * (nameCandidatesLimit + 1));
    },
  );
});
