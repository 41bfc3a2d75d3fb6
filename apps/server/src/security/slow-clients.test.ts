import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpLimits } from '../config.ts';
import { registerCustomer } from '../testing/customer.ts';
import type { TestCustomer } from '../testing/customer.ts';
import { exchange, httpRequest, openConnection, statusOf } from '../testing/raw-http.ts';
import type { RawConnection } from '../testing/raw-http.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * Slow clients against a real listening server (issue 21): a request body or headers trickled a byte at
 * a time are cut off at their deadline, connections past the cap are closed at once, and a normal
 * client is served meanwhile. Deadlines are short here; the waits for them are generous bounds.
 */

const limits: HttpLimits = {
  requestTimeoutMs: 1_000,
  headersTimeoutMs: 500,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 60_000,
  maxConnections: 6,
  shutdownTimeoutMs: 1_000,
};
const cutOffBound = { timeout: 15_000, interval: 50 };

let t: TestApp;
let port: number;
let customer: TestCustomer;
const trickles: NodeJS.Timeout[] = [];

beforeAll(async () => {
  t = await createTestApp({ http: limits });
  customer = await registerCustomer(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const timer of trickles.splice(0)) clearInterval(timer);
});
afterAll(() => t.close());

/** Starts a request and then sends one more byte every 100 ms, for as long as the server listens. */
async function trickle(start: string, byte: string): Promise<RawConnection> {
  const connection = await openConnection(port);
  connection.socket.write(start);
  const timer = setInterval(() => {
    if (!connection.closed()) connection.socket.write(byte);
  }, 100);
  trickles.push(timer);
  return connection;
}

/** A login whose body promises 10,000 bytes and delivers ten a second. */
const trickledLogin = () =>
  trickle(
    [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 10000',
      '',
      '{"phone":"',
    ].join('\r\n'),
    '9',
  );

const logIn = () =>
  exchange(
    port,
    httpRequest('POST', '/api/auth/login', { phone: customer.mobile, password: customer.password }),
  );

describe('slow clients', () => {
  it('cuts off a body trickled a byte at a time at the request timeout, serving a normal login meanwhile', async () => {
    const slow = await Promise.all([trickledLogin(), trickledLogin(), trickledLogin()]);

    expect(statusOf(await logIn())).toBe(200);

    await vi.waitFor(() => {
      expect(slow.every((connection) => connection.closed())).toBe(true);
    }, cutOffBound);
    for (const connection of slow) expect(statusOf(connection.received())).toBe(408);
  });

  it('cuts off headers trickled a byte at a time at the headers timeout', async () => {
    const slow = await trickle('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');

    await vi.waitFor(() => {
      expect(slow.closed()).toBe(true);
    }, cutOffBound);
    expect(statusOf(slow.received())).toBe(408);
  });

  it('closes a connection on which nothing is ever sent', async () => {
    const silent = await openConnection(port);

    await vi.waitFor(() => {
      expect(silent.closed()).toBe(true);
    }, cutOffBound);
  });

  it('closes connections past the cap unanswered, and serves again once the slow ones are cut off', async () => {
    const slow = await Promise.all(Array.from({ length: limits.maxConnections }, trickledLogin));

    const refused = await logIn();
    expect(refused).toBe('');
    expect(slow.some((connection) => connection.closed())).toBe(false);

    await vi.waitFor(() => {
      expect(slow.every((connection) => connection.closed())).toBe(true);
    }, cutOffBound);
    expect(statusOf(await logIn())).toBe(200);
  });
});
