import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import type { PartnerOrder } from '@railbite/contract/partner';
import { apiPaths } from '@railbite/contract/paths';
import { createDatabase } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { menuItems } from '../../db/schema/catalog.ts';
import { restaurantMembers } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';
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
    let database: Database | undefined;
    let dish: { menuId: number; restaurantId: number };

    beforeAll(async () => {
      await adminQuery(`create database ${databaseName} template ${inject('postgresTemplateDatabase')}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${databaseName}`;
      database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      await insertCatalogFixture(database.db);
      const [item] = await database.db
        .select({ id: menuItems.id, restaurantId: menuItems.restaurantId })
        .from(menuItems)
        .where(eq(menuItems.isAvailable, true))
        .limit(1);
      if (!item) throw new Error('no menu item in the fixture');
      dish = { menuId: item.id, restaurantId: item.restaurantId };
      // Instances behind one load balancer share the webhook secret; each is its own gateway's receiver.
      const shared = {
        DATABASE_URL: url.toString(),
        PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      };
      servers.push(...(await Promise.all([startServerProcess(shared), startServerProcess(shared)])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
    }, 60_000);

    /** Signs up and logs in through `server`; a partner is then given the role and the restaurant. */
    async function account(server: ServerProcess, role: 'customer' | 'partner') {
      const mobile = uniqueMobile();
      await call(server, apiPaths.auth.register, {
        body: { firstName: 'Asha', mobile, email: `${mobile}@example.test`, password: testCustomerPassword },
      });
      if (role === 'partner' && database) {
        const [user] = await database.db
          .update(users)
          .set({ roleType: 'partner' })
          .where(eq(users.mobile, mobile))
          .returning({ id: users.id });
        if (!user) throw new Error('the partner was not registered');
        await database.db
          .insert(restaurantMembers)
          .values({ userId: user.id, restaurantId: dish.restaurantId, role: 'owner' });
      }
      const { token } = await call<{ token: string }>(server, apiPaths.auth.login, {
        body: { phone: mobile, password: testCustomerPassword },
      });
      return { token, authorization: `Bearer ${token}` };
    }

    it('status changes made through one process reach the streams held on the other', async () => {
      const [first, second] = servers;
      if (!first || !second) throw new Error('the servers did not start');
      const customer = await account(first, 'customer');
      const partner = await account(second, 'partner');
      const address = await call<{ data: { id: number } }>(first, apiPaths.addresses.create, {
        body: addressBody(),
        token: customer.token,
      });
      await call(first, apiPaths.cart.add, { body: { ...dish, quantity: 1 }, token: customer.token });
      const placed = await call<{ orderId: string; redirectUrl: string }>(second, apiPaths.orders.init, {
        body: { addressId: address.data.id },
        token: customer.token,
      });

      // The customer's tracking page and the partner's board hold their streams on the first process…
      const tracking = await openEventStream(first.port, apiPaths.orders.events(placed.orderId), {
        authorization: customer.authorization,
      });
      const board = await openEventStream(
        first.port,
        `${apiPaths.partner.events}?restaurantId=${String(dish.restaurantId)}`,
        { authorization: partner.authorization },
      );
      try {
        const [snapshot] = await tracking.nextMessages<OrderDetails>(1);
        expect(snapshot?.data.orderStatus).toBe('payment processing');
        expect(board.status).toBe(200);

        // …while the payment completes on the second, whose gateway webhook confirms the order there…
        const paid = await fetch(`${second.baseUrl}${new URL(placed.redirectUrl).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=pay&method=upi',
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
        const [confirmed] = await tracking.nextMessages<OrderDetails>(1, 5_000);
        expect(confirmed?.data).toMatchObject({ orderId: placed.orderId, orderStatus: 'confirmed' });
        const [onBoard] = await board.nextMessages<PartnerOrder>(1, 5_000);
        expect(onBoard?.data).toMatchObject({ orderId: placed.orderId, column: 'new' });

        // …and the partner accepts it through the second: the customer's screen on the first shows it.
        const clicked = performance.now();
        await call(second, apiPaths.partner.accept(placed.orderId), {
          body: { preparationMinutes: 15 },
          token: partner.token,
        });
        const [preparing] = await tracking.nextMessages<OrderDetails>(1, arrivalBoundMs);
        expect(performance.now() - clicked).toBeLessThan(arrivalBoundMs);
        expect(preparing?.data).toMatchObject({ orderStatus: 'preparing', preparationMinutes: 15 });
        expect(preparing?.id).toBeGreaterThan(confirmed?.id ?? Infinity);
        const [accepted] = await board.nextMessages<PartnerOrder>(1, arrivalBoundMs);
        expect(accepted?.data).toMatchObject({ orderId: placed.orderId, column: 'preparing' });
      } finally {
        tracking.close();
        board.close();
      }
    });
  },
);
