import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@railbite/contract/paths';
import type { InitOrderResponse, OrderDetails } from '@railbite/contract/orders';
import { createDatabase } from '../../db/client.ts';
import { menuItems } from '../../db/schema/catalog.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';
import { addressBody } from '../../testing/address-fixture.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testCustomerPassword } from '../../testing/customer.ts';

// Issue 16 fault test: a real server process is killed with SIGKILL right after the customer pays on
// the sandbox page, before the gateway's webhook lands (it is also aimed at a dead address, so it never
// does). Restarted on the same data folder, the reconciliation sweep confirms the order with no
// browser asking. The sweep and the first check run every 200 ms and after 1 s here
// (SWEEP_INTERVAL_MS, PAYMENT_CHECK_DELAY).

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dataDir: string;
let port: number;
let deadPort: number;
let dish: { menuId: number; restaurantId: number };
let server: ChildProcess | undefined;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The sandbox sends its webhook to PUBLIC_URL: nothing listens there.
      PUBLIC_URL: `http://127.0.0.1:${String(deadPort)}`,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SWEEP_INTERVAL_MS: '200',
      PAYMENT_CHECK_DELAY: '1s',
      PAYMENT_WEBHOOK_SECRET: 'fault-test-webhook-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const url = (pathname: string) => `http://127.0.0.1:${String(port)}${pathname}`;

async function waitUntilUp(child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${String(child.exitCode)}`);
    const up = await fetch(url(apiPaths.health)).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function api<T>(method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url(pathname), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${String(response.status)} ${text}`);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'railbite-payment-crash-'));
  [port, deadPort] = [await freePort(), await freePort()];
  const database = await createDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  const restaurantIds = await insertCatalogFixture(database.db);
  const [biryani] = await database.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.name, 'Chicken Biryani'));
  dish = { menuId: biryani?.id ?? 0, restaurantId: restaurantIds.get('Biryani Junction') ?? 0 };
  await database.close();
}, 120_000);

afterAll(async () => {
  await stop(server, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed between payment and webhook', () => {
  it(
    'confirms the order after a restart through the reconciliation sweep, with no browser',
    { timeout: 180_000 },
    async () => {
      server = startServer();
      await waitUntilUp(server);
      const mobile = '9812345670';
      await api('POST', '/api/auth/register', {
        firstName: 'Asha',
        mobile,
        email: `${mobile}@example.test`,
        password: testCustomerPassword,
      });
      const { token } = await api<{ token: string }>('POST', '/api/auth/login', {
        phone: mobile,
        password: testCustomerPassword,
      });
      const address = await api<{ data: { id: number } }>(
        'POST',
        '/api/user/create-user-address',
        addressBody(),
        token,
      );
      await api('POST', '/api/orders/add-to-cart', { ...dish, quantity: 1 }, token);
      const { orderId, redirectUrl } = await api<InitOrderResponse>(
        'POST',
        '/api/orders/init-order',
        { addressId: address.data.id },
        token,
      );

      // The customer pays on the hosted page; the server dies at once.
      const pay = await fetch(url(new URL(redirectUrl).pathname), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay&method=upi',
        redirect: 'manual',
      });
      expect(pay.status).toBe(303);
      await stop(server, 'SIGKILL');

      server = startServer();
      await waitUntilUp(server);
      let details: OrderDetails | undefined;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        ({ data: details } = await api<{ data: OrderDetails }>(
          'GET',
          apiPaths.orders.details(orderId),
          undefined,
          token,
        ));
        if (details.orderStatus === 'confirmed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(details?.orderStatus).toBe('confirmed');
      expect(details?.statusHistory.map((entry) => entry.status)).toEqual([
        'payment processing',
        'confirmed',
      ]);

      // It was the sweep: the only payment event came from the reconciliation, none from a webhook.
      await stop(server, 'SIGTERM');
      const database = await createDatabase({ databaseUrl: undefined, dataDir });
      try {
        const paymentRows = await database.db
          .select({ id: payments.id, state: payments.state })
          .from(payments)
          .where(eq(payments.orderId, orderId));
        expect(paymentRows.map((row) => row.state)).toEqual(['completed']);
        const events = await database.db
          .select({ source: paymentEvents.source, outcome: paymentEvents.outcome })
          .from(paymentEvents)
          .where(
            inArray(
              paymentEvents.paymentId,
              paymentRows.map((row) => row.id),
            ),
          );
        expect(events).toEqual([{ source: 'reconciliation', outcome: 'paid' }]);
      } finally {
        await database.close();
      }
    },
  );
});
