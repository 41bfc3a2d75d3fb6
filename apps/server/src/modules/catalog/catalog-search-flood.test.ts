import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

const searchUrl = '/api/external/search-restaurants-and-categories?search=biryni';
const flood = (count: number) =>
  Promise.all(Array.from({ length: count }, () => t.app.inject({ method: 'GET', url: searchUrl })));

describe('a flood of catalog searches', () => {
  // PGlite runs queries in the server's thread: beyond the gate's limits a search is refused at once,
  // so the flood cannot hold up other requests (docs/benchmarks.md "Search flood on PGlite").
  it.runIf(process.env.DATABASE_URL === undefined)(
    'on PGlite runs one search and queues 8; the rest get a fast 503 with Retry-After, other routes answer',
    async () => {
      const { maxActive, maxQueued } = loadConfig({ NODE_ENV: 'test' }).pgliteSearchLimits;
      const [responses, health] = await Promise.all([
        flood(20),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(health.statusCode).toBe(200);
      const served = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(served).toHaveLength(maxActive + maxQueued);
      expect(refused).toHaveLength(20 - maxActive - maxQueued);
      for (const response of refused) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toMatchObject({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE' },
          requestId: response.headers['x-request-id'],
        });
      }
      // The gate frees up: the next search is served.
      expect((await t.app.inject({ method: 'GET', url: searchUrl })).statusCode).toBe(200);
    },
  );

  it.runIf(process.env.DATABASE_URL !== undefined)(
    'on PostgreSQL serves them all (the pool bounds them, outside the server thread)',
    async () => {
      const responses = await flood(20);
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    },
  );
});
