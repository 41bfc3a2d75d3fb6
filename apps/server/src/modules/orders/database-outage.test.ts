import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { startTcpProxy } from '../../testing/tcp-proxy.ts';
import type { TcpProxy } from '../../testing/tcp-proxy.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// PGlite lives inside the process and cannot become unreachable; the outage is a PostgreSQL fault,
// tested whenever DATABASE_URL names one (CI runs the API tests against PostgreSQL as well).
const serverUrl = process.env.DATABASE_URL;

type Envelope = { success: boolean; error: { code: string; message: string } };

describe.skipIf(!serverUrl)('the database becoming unreachable mid-run', () => {
  let proxy: TcpProxy;
  let kit: CheckoutKit;
  beforeAll(async () => {
    const url = new URL(serverUrl ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    kit = await createCheckoutKit(undefined, { connectVia: { host: proxy.host, port: proxy.port } });
  });
  afterAll(async () => {
    await proxy.restore();
    await kit.t.close();
    await proxy.cut();
  });

  const listRestaurants = () => kit.t.app.inject({ method: 'GET', url: apiPaths.catalog.restaurants });
  const health = () => kit.t.app.inject({ method: 'GET', url: apiPaths.health });

  it('answers 503 envelopes while it is gone and recovers without a restart', async () => {
    const who = await kit.customer();
    const addToCart = () =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/orders/add-to-cart',
        headers: who.headers,
        payload: { ...kit.dish('Chicken Biryani', 'Biryani Junction'), quantity: 1 },
      });
    expect((await listRestaurants()).statusCode).toBe(200);

    // Traffic keeps arriving while the database goes away and comes back.
    const statuses: number[] = [];
    const traffic = { running: true };
    const trafficDone = (async () => {
      while (traffic.running) {
        const response = await listRestaurants();
        statuses.push(response.statusCode);
        if (response.statusCode !== 200)
          expect(response.json<Envelope>().error.code).toBe(errorCodes.serviceUnavailable);
      }
    })();
    await expect.poll(() => statuses.includes(200)).toBe(true);
    await proxy.cut();

    for (const response of [await listRestaurants(), await addToCart()]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      const body = response.json<Envelope & { requestId: string }>();
      expect(Object.keys(body).sort()).toEqual(['error', 'requestId', 'success']);
      expect(body.success).toBe(false);
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
      expect(body.error.code).toBe(errorCodes.serviceUnavailable);
      expect(body.requestId).toBe(response.headers['x-request-id']);
      // Nothing from inside: no driver error, SQL or stack.
      expect(response.body).not.toMatch(/ECONN|select|insert|Connection terminated|\bat \w|\.ts:/i);
    }
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });

    await proxy.restore();
    const sinceRestore = statuses.length;
    // Traffic recovers on its own: a request answered 200 after the database came back.
    await expect.poll(() => statuses.slice(sinceRestore).includes(200), { timeout: 15_000 }).toBe(true);
    traffic.running = false;
    await trafficDone;
    expect(new Set(statuses)).toEqual(new Set([200, 503]));

    // The same app, not restarted, serves again.
    expect((await health()).json()).toMatchObject({ status: 'ok', database: 'up' });
    expect((await listRestaurants()).statusCode).toBe(200);
    expect((await addToCart()).statusCode).toBe(200);
  });
});
