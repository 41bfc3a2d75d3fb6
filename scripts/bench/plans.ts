// EXPLAIN (ANALYZE, BUFFERS) of the exact SQL behind each scenario: the catalog service runs once on a
// Drizzle instance that records every statement, then each statement is explained with its parameters
// on the same pool (so the same pg_trgm threshold applies).
import {
  catalogSearchQuerySchema,
  restaurantItemsQuerySchema,
  restaurantQuerySchema,
  restaurantListQuerySchema,
} from '@railbite/contract/catalog';
import { apiPaths } from '@railbite/contract/paths';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { createCatalogRepository } from '../../apps/server/src/modules/catalog/catalog.repository.ts';
import { createCatalogService } from '../../apps/server/src/modules/catalog/catalog.service.ts';
import type { CatalogService } from '../../apps/server/src/modules/catalog/catalog.service.ts';
import type { Scenario } from './load.ts';

export type QueryPlan = {
  label: string;
  sql: string;
  params: unknown[];
  indexes: string[];
  /** Tables read in full, with the rows read (kept and filtered out) per loop. */
  seqScans: { table: string; rows: number }[];
  /** Rows fed into each Sort node (an index in the right order needs none). */
  sortedRows: number[];
  /** How often each correlated subquery ran (once per row projected, skipped OFFSET rows included). */
  subPlanLoops: number[];
  executionMs: number;
  plan: string;
};
export type ScenarioPlans = { scenario: string; queries: QueryPlan[] };

const paths = apiPaths.catalog;

/** Calls the service method behind a scenario's URL, with the query parsed as the route parses it. */
async function callEndpoint(service: CatalogService, pathAndQuery: string): Promise<boolean> {
  const url = new URL(pathAndQuery, 'http://bench');
  const query = Object.fromEntries(url.searchParams);
  const idAfter = (prefix: string) =>
    url.pathname.startsWith(prefix) ? Number(url.pathname.slice(prefix.length)) : undefined;
  const categoryId = idAfter(paths.restaurantsByCategory(''));
  const restaurantId = idAfter(paths.restaurant(''));
  const itemsId = idAfter(paths.restaurantItems(''));
  if (url.pathname === paths.restaurants) {
    await service.listRestaurants(restaurantListQuerySchema.parse(query));
  } else if (categoryId !== undefined) {
    await service.listRestaurants(restaurantListQuerySchema.parse(query), categoryId);
  } else if (restaurantId !== undefined) {
    await service.getRestaurant(restaurantId, restaurantQuerySchema.parse(query));
  } else if (itemsId !== undefined) {
    await service.listMenuItems(itemsId, restaurantItemsQuerySchema.parse(query));
  } else if (url.pathname === paths.search) {
    await service.search(catalogSearchQuerySchema.parse(query));
  } else {
    return false;
  }
  return true;
}

/** A short name for a statement: its main table (subqueries aside) and what it does. */
function labelOf(sqlText: string): string {
  let flat = sqlText;
  for (let previous = ''; previous !== flat;) [previous, flat] = [flat, flat.replace(/\([^()]*\)/g, '')];
  const tables = [...flat.matchAll(/\b(?:from|join) "?(\w+)"?/gi)].map((match) => match[1] ?? '?');
  const main = tables.find((table) => table !== 'page_ids') ?? '?';
  if (/union all/i.test(sqlText)) return 'ranked matches (restaurant names ∪ cuisines ∪ dishes)';
  if (/restaurant_facet_counts/.test(sqlText)) return `${main} page + total (facet counts)`;
  if (/count\(\*\) over/i.test(sqlText)) return `${main} page + total (window count)`;
  if (/count\(\*\)/i.test(sqlText)) return `count ${main}`;
  if (/ in \(\$/i.test(sqlText)) return `${main} by ids`;
  if (tables.includes('page_ids')) return `${main} page (ids first)`;
  if (/offset \$\d+\s*$/i.test(sqlText)) return `${main} page`;
  if (/"id" = \$1/.test(flat)) return `${main} by id`;
  return `${main} rows`;
}

function unique(matches: IterableIterator<RegExpMatchArray>): string[] {
  return [...new Set([...matches].map((match) => match[1] ?? ''))];
}

function seqScans(plan: string): { table: string; rows: number }[] {
  const lines = plan.split('\n');
  const scans = lines.flatMap((line, k) => {
    const match = /Seq Scan on (\S+).*actual time=\S+ rows=(\d+)/.exec(line);
    if (!match) return [];
    const rest = lines.slice(k + 1);
    const end = rest.findIndex((next) => /->|SubPlan|^\S/.test(next));
    const details = end < 0 ? rest : rest.slice(0, end);
    const removed = details.map((next) => /Rows Removed by Filter: (\d+)/.exec(next)?.[1]).find(Boolean);
    return [{ table: match[1] ?? '?', rows: Number(match[2]) + Number(removed ?? 0) }];
  });
  return [...new Map(scans.map((scan) => [scan.table, scan])).values()];
}

function sortInputs(plan: string): number[] {
  const lines = plan.split('\n');
  return lines.flatMap((line, k) => {
    if (!/^\s*(->\s+)?Sort\s+\(/.test(line)) return [];
    const child = lines.slice(k + 1).find((next) => /^\s*->/.test(next));
    const rows = child ? /actual time=\S+ rows=(\d+)/.exec(child)?.[1] : undefined;
    return rows ? [Number(rows)] : [];
  });
}

export async function explainScenarios(databaseUrl: string, scenarios: Scenario[]): Promise<ScenarioPlans[]> {
  const database = await createDatabase({ databaseUrl, dataDir: '' });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const recorded: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void recorded.push({ sql, params }) };
  const db = drizzle({ client: pool, schema, logger }) as unknown as Db;
  const service = createCatalogService({ repository: createCatalogRepository(db) });
  const reports: ScenarioPlans[] = [];
  try {
    for (const scenario of scenarios) {
      recorded.length = 0;
      if (!(await callEndpoint(service, scenario.path))) continue;
      const queries: QueryPlan[] = [];
      for (const statement of recorded.splice(0)) {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params,
        );
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        queries.push({
          label: labelOf(statement.sql),
          sql: statement.sql,
          params: statement.params,
          indexes: unique(
            plan.matchAll(
              /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g,
            ),
          ),
          seqScans: seqScans(plan),
          sortedRows: sortInputs(plan),
          subPlanLoops: [...plan.matchAll(/SubPlan \d+\n.*loops=(\d+)\)/g)].map((m) => Number(m[1])),
          executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
          plan,
        });
      }
      reports.push({ scenario: scenario.name, queries });
    }
  } finally {
    await database.close();
  }
  return reports;
}

/** Full plans as text, for the console and the plans file. */
export function formatPlans(reports: ScenarioPlans[]): string {
  return reports
    .flatMap((report) =>
      report.queries.map(
        (query) =>
          `### ${report.scenario}: ${query.label}\n${query.sql}\n-- params: ${JSON.stringify(query.params)}\n${query.plan}\n`,
      ),
    )
    .join('\n');
}
