import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { openConnection, statusOf } from '../testing/raw-http.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { shutDown } from './graceful-shutdown.ts';

/*
 * SIGTERM during a rolling restart (issue 21): requests in flight finish before the database closes,
 * new connections are refused, and a handler that never finishes cannot hold the shutdown past its
 * deadline. Each test shuts its own app down; the handler of /test/slow waits for the test's word and
 * then queries the database, as a real handler would.
 */

const bound = { timeout: 15_000, interval: 20 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function startApp(shutdownTimeoutMs = 10_000) {
  const defaults = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config = {
    ...defaults,
    webDistDir: path.join(tmpdir(), 'railbite-tests-without-web-build'),
    http: { ...defaults.http, shutdownTimeoutMs },
  };
  const testDatabase = await createTestDatabase();
  const events: string[] = [];
  const database = {
    ...testDatabase,
    async close() {
      events.push('database closed');
      await testDatabase.close();
    },
  };
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let handlerStarted = false;
  const app = await buildApp({ config, database, clock: createManualClock() });
  app.get('/test/slow', async () => {
    handlerStarted = true;
    await released;
    try {
      await database.db.execute(sql`select 1`);
      events.push('slow handler queried the database');
    } catch {
      events.push('slow handler found the database closed');
    }
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  cleanups.push(async () => {
    release();
    if (!events.includes('database closed')) await shutDown(app, database);
  });

  /** A kept-alive request to the slow route (no `Connection: close`), as browsers and proxies send. */
  async function startSlowRequest() {
    const connection = await openConnection(port);
    connection.socket.write('GET /test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await vi.waitFor(() => {
      expect(handlerStarted).toBe(true);
    }, bound);
    return connection;
  }
  return { app, database, port, events, release, startSlowRequest };
}

type StartedApp = Awaited<ReturnType<typeof startApp>>;

describe('shutting down', () => {
  let started: StartedApp;
  beforeEach(async () => {
    started = await startApp();
  });

  it('lets a request in flight finish with 200 before closing the database, refusing new connections', async () => {
    const { app, database, port, events, release, startSlowRequest } = started;
    const slow = await startSlowRequest();

    const shutdown = shutDown(app, database);
    await vi.waitFor(() => {
      expect(app.server.listening).toBe(false);
    }, bound);
    await expect(openConnection(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);

    release();
    await vi.waitFor(() => {
      expect(slow.closed()).toBe(true);
    }, bound);
    expect(statusOf(slow.received())).toBe(200);
    expect(slow.received()).toMatch(/connection: close/i);
    await shutdown;
    expect(events).toEqual(['slow handler queried the database', 'database closed']);
  });

  it('waits for a handler whose client has gone away before closing the database', async () => {
    const { app, database, events, release, startSlowRequest } = started;
    const slow = await startSlowRequest();
    slow.socket.destroy();

    let finished = false;
    const shutdown = shutDown(app, database).then(() => {
      finished = true;
    });
    await vi.waitFor(() => {
      expect(app.server.listening).toBe(false);
    }, bound);
    // The server has no connection left; only the handler is still at work.
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    expect(events).toEqual([]);

    release();
    await shutdown;
    expect(events).toEqual(['slow handler queried the database', 'database closed']);
  });
});

describe('shutting down past the deadline', () => {
  let started: StartedApp;
  beforeEach(async () => {
    started = await startApp(300);
  });

  it('closes the connection of a handler that never finishes, then the database', async () => {
    const { app, database, events, startSlowRequest } = started;
    const slow = await startSlowRequest();

    await shutDown(app, database);

    expect(events).toEqual(['database closed']);
    await vi.waitFor(() => {
      expect(slow.closed()).toBe(true);
    }, bound);
  });
});
