import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { insertCatalogFixture } from '../testing/catalog-fixture.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { discardClientsReleasedMidQuery } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';

// A statement timeout is PostgreSQL's: PGlite runs inside this process and blocks it for as long as a
// statement runs, so it can neither hang apart from us nor be cancelled (db/client.ts). CI runs the
// API tests against PostgreSQL as well.
const serverUrl = process.env.DATABASE_URL;
const statementTimeoutMs = 1_500;

type Envelope = { success: boolean; error: { code: string } };

describe.skipIf(!serverUrl)('a database that hangs', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const url = new URL(serverUrl ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    t = await createTestApp(
      {},
      {},
      { connectVia: { host: proxy.host, port: proxy.port }, statementTimeoutMs },
    );
    await insertCatalogFixture(t.database.db);
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await proxy.cut();
  });

  const listRestaurants = () => t.app.inject({ method: 'GET', url: apiPaths.catalog.restaurants });

  function expectServiceUnavailable(response: Awaited<ReturnType<typeof listRestaurants>>) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<Envelope>().error.code).toBe(errorCodes.serviceUnavailable);
  }

  it('cancels a statement that runs past the timeout, as unavailable (57014)', async () => {
    // Long enough that only the timeout can end it within the test's own time limit.
    const sleeping = t.database.db.execute(sql`select pg_sleep(60)`);

    const error: unknown = await sleeping.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('answers 503 to a request stuck behind a lock, and 200 once the lock is gone', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockTaken = () => {};
    const locked = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table restaurants in access exclusive mode`);
      lockTaken();
      await released;
    });
    await locked;
    try {
      expectServiceUnavailable(await listRestaurants());
    } finally {
      release();
      await holder;
    }
    expect((await listRestaurants()).statusCode).toBe(200);
  });

  it('answers 503 when the database stops answering altogether, and recovers when it answers again', async () => {
    expect((await listRestaurants()).statusCode).toBe(200);
    proxy.stall();

    expectServiceUnavailable(await listRestaurants());

    proxy.resume();
    await vi.waitFor(
      async () => {
        expect((await listRestaurants()).statusCode).toBe(200);
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('does not lend again a connection whose answer never came, though it was released without an error', async () => {
    const url = new URL(serverUrl ?? '');
    url.hostname = proxy.host;
    url.port = String(proxy.port);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1, query_timeout: 300 });
    discardClientsReleasedMidQuery(pool);
    try {
      const client = await pool.connect();
      proxy.stall();
      await expect(client.query('select 1')).rejects.toThrow('Query read timeout');
      // As drizzle's transactions release: no error, though the query is still in flight.
      client.release();
      expect(pool.totalCount).toBe(0);
    } finally {
      proxy.resume();
      await pool.end();
    }
  });
});
