import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import { createDatabase } from '../../db/client.ts';
import { menuItems } from '../../db/schema/catalog.ts';
import { addressBody } from '../../testing/address-fixture.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testCustomerPassword } from '../../testing/customer.ts';
import { openEventStream } from '../../testing/event-stream-client.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import type { ServerProcess } from '../../testing/server-process.ts';
import { uniqueMobile } from '../../testing/test-app.ts';

/*
 * Issue 16: a status change made through one server process reaches a stream held on another, through
 * PostgreSQL LISTEN/NOTIFY. Two real server processes (server.ts, as production runs it) share one
 * scratch database; nothing passes between them but the database. PGlite is one process's embedded
 * database, so this runs only on PostgreSQL (CI runs the API tests a second time with DATABASE_URL;
 * locally: DATABASE_URL=postgres://… npx vitest run --project server <this file>).
 */
const serverUrl = process.env.DATABASE_URL;

/** The bound for a change to appear on the customer's screen. */
const arrivalBoundMs = 2_000;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function call<T>(server: ServerProcess, path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${text}`);
  return JSON.parse(text) as T;
}

describe.skipIf(!serverUrl)(
  'live updates across server processes (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    const databaseName = `railbite_live_${randomBytes(6).toString('hex')}`;
    const servers: ServerProcess[] = [];
    let dish: { menuId: number; restaurantId: number };

    beforeAll(async () => {
      await adminQuery(`create database ${databaseName} template ${inject('postgresTemplateDatabase')}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${databaseName}`;
      const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      try {
        const restaurantIds = await insertCatalogFixture(database.db);
        const [item] = await database.db
          .select({ id: menuItems.id, restaurantId: menuItems.restaurantId })
          .from(menuItems)
          .limit(1);
        if (!item) throw new Error('no menu item in the fixture');
        dish = { menuId: item.id, restaurantId: item.restaurantId };
        expect([...restaurantIds.values()]).toContain(item.restaurantId);
      } finally {
        await database.close();
      }
      // Instances behind one load balancer share the webhook secret; each is its own gateway's receiver.
      const shared = {
        DATABASE_URL: url.toString(),
        PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      };
      servers.push(...(await Promise.all([startServerProcess(shared), startServerProcess(shared)])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
    }, 60_000);

    it('a status change made through one process reaches a stream held on the other', async () => {
      const [first, second] = servers;
      if (!first || !second) throw new Error('the servers did not start');
      const mobile = uniqueMobile();
      await call(first, apiPaths.auth.register, {
        body: { firstName: 'Asha', mobile, email: `${mobile}@example.test`, password: testCustomerPassword },
      });
      const { token } = await call<{ token: string }>(first, apiPaths.auth.login, {
        body: { phone: mobile, password: testCustomerPassword },
      });
      const address = await call<{ data: { id: number } }>(first, '/api/user/create-user-address', {
        body: addressBody(),
        token,
      });
      await call(first, '/api/orders/add-to-cart', { body: { ...dish, quantity: 1 }, token });
      const placed = await call<{ orderId: string; redirectUrl: string }>(second, apiPaths.orders.init, {
        body: { addressId: address.data.id },
        token,
      });

      // The customer's tracking page holds its stream on the first process…
      const stream = await openEventStream(first.port, apiPaths.orders.events(placed.orderId), {
        authorization: `Bearer ${token}`,
      });
      try {
        const [snapshot] = await stream.nextMessages<OrderDetails>(1);
        expect(snapshot?.data.orderStatus).toBe('payment processing');

        // …while the payment is completed on the second, whose gateway webhook confirms the order there.
        const paid = await fetch(`${second.baseUrl}${new URL(placed.redirectUrl).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=pay&method=upi',
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
        const [confirmed] = await stream.nextMessages<OrderDetails>(1, arrivalBoundMs + 3_000);
        expect(confirmed?.data).toMatchObject({ orderId: placed.orderId, orderStatus: 'confirmed' });
        expect(confirmed?.id).toBeGreaterThan(snapshot?.id ?? Infinity);
      } finally {
        stream.close();
      }
    });
  },
);
