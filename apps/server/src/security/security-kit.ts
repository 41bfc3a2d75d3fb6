import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { createCheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { RoleType } from '@railbite/contract/roles';
import { staffAccount } from '../testing/staff.ts';
import type { TestApp } from '../testing/test-app.ts';

type TableRows = Map<string, string[]>;

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers answer `{ rows }`; drizzle's shared Db type does not say so.
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/** The database's tables, read once per database (a test never changes the schema). */
function tableNames(db: Db): Promise<string[]> {
  let names = tablesOf.get(db);
  if (!names) {
    names = rowsOf(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map(({ table_name: table }) => String(table)));
    tablesOf.set(db, names);
  }
  return names;
}

/**
 * Every row of every table, each table's rows in a stable order: "did anything change?" in one value.
 * Read in one statement (one JSON text array per table), because the suite takes thousands of them.
 */
export async function databaseSnapshot(db: Db): Promise<TableRows> {
  const tables = await tableNames(db);
  const columns = tables.map(
    (table) =>
      sql`(select coalesce(json_agg(row_to_json(r)::text order by row_to_json(r)::text), '[]')
           from ${sql.identifier(table)} r) as ${sql.identifier(table)}`,
  );
  const [row] = await rowsOf(db, sql`select ${sql.join(columns, sql`, `)}`);
  const snapshot: TableRows = new Map();
  for (const table of tables) {
    const value = row?.[table];
    snapshot.set(table, (typeof value === 'string' ? JSON.parse(value) : value) as string[]);
  }
  return snapshot;
}

function describeRequest(request: InjectOptions, response: LightMyRequestResponse) {
  const url = typeof request.url === 'string' ? request.url : JSON.stringify(request.url);
  return `${String(request.method)} ${url}: ${response.body.slice(0, 500)}`;
}

/**
 * For requests that may write: asserts the status and that no table outside `mayChange` moved (a
 * hostile string stored as text must not reach anything else).
 */
export async function expectChangesOnlyIn(
  t: TestApp,
  request: InjectOptions,
  status: number,
  mayChange: string[],
): Promise<LightMyRequestResponse> {
  const before = await databaseSnapshot(t.database.db);
  const response = await t.app.inject(request);
  expect(response.statusCode, describeRequest(request, response)).toBe(status);
  const after = await databaseSnapshot(t.database.db);
  for (const table of mayChange) {
    before.delete(table);
    after.delete(table);
  }
  expect(after).toEqual(before);
  return response;
}

/**
 * Sends one hostile request and asserts both halves of every security case: the status (and error
 * code, when given) and that the database holds exactly what it held before.
 */
export async function expectStatusAndNoChange(
  t: TestApp,
  request: InjectOptions,
  status: number,
  code?: string,
): Promise<LightMyRequestResponse> {
  const response = await expectChangesOnlyIn(t, request, status, []);
  if (code !== undefined) {
    expect(response.json<{ error: { code: string } }>().error.code, describeRequest(request, response)).toBe(
      code,
    );
  }
  return response;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; requestBody?: unknown; parameters?: { in: string; name: string }[] }
    >
  >;
};

export type DocumentedRoute = {
  method: HTTPMethods;
  /** Fastify form, `:id` for `{id}`. */
  path: string;
  needsLogin: boolean;
  hasBody: boolean;
  queryNames: string[];
  pathParams: string[];
};

/** Every route the server documents: the suite iterates these, so a new route is covered the day it lands. */
export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        needsLogin: (operation.security ?? []).length > 0,
        hasBody: operation.requestBody !== undefined,
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      };
    }),
  );
}

/** A route's URL with each path parameter filled from `values` (a harmless default otherwise). */
export function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? 1));
}

/** Every free-text query parameter of the API, with a route that reads it. */
export const freeTextQueries = [
  ['/api/external/search-restaurants-and-categories', 'search'],
  ['/api/external/get-restaurant-items/1', 'search'],
  ['/api/external/get-restaurants', 'dish'],
  ['/api/external/get-restaurants-by-category-id/1', 'dish'],
  ['/api/orders/get-orders-history', 'search'],
  ['/api/geo/search', 'q'],
  ['/api/trains/search', 'search'],
] as const;

export type KitCustomer = Awaited<ReturnType<CheckoutKit['customer']>>;

/** The role a route is for: partner routes under /api/partner, admin routes under /api/admin. */
export function roleOfRoute(path: string): RoleType {
  if (path.startsWith('/api/partner/')) return 'partner';
  if (path.startsWith('/api/admin/')) return 'admin';
  return 'customer';
}

/**
 * A fresh app with one customer whose cart holds a dish: the state most of these attacks start from.
 * A partner (running Annapoorna Tiffin Centre) and an admin come with it, and `headersFor` gives
 * each route its own role's session, so an attack reaches the route's input and not just its role check.
 */
export async function kitWithCustomerCart() {
  const kit = await createCheckoutKit();
  const customer = await kit.customer();
  await kit.addToCart(customer, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
  const annapoorna = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre').restaurantId;
  const partner = await staffAccount(kit.t, 'partner', [{ restaurantId: annapoorna }]);
  const admin = await staffAccount(kit.t, 'admin');
  const sessions = { customer: customer.headers, partner: partner.headers, admin: admin.headers };
  const headersFor = (path: string): Record<string, string> => sessions[roleOfRoute(path)];
  return { kit, customer, partner, admin, headersFor };
}
