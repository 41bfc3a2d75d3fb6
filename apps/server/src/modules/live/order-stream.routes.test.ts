import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderDetailsSchema } from '@railbite/contract/orders';
import type { OrderDetails } from '@railbite/contract/orders';
import type { HttpLimits } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { createCheckoutKit, webhookSecret } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';
import { openEventStream } from '../../testing/event-stream-client.ts';
import type { EventStreamClient } from '../../testing/event-stream-client.ts';

/*
 * The customer's order stream against a real listening server (inject cannot stream). Status changes
 * here come through the API as they do in production: the gateway's webhook confirms a paid order, the
 * accept-timeout sweep rejects it.
 */

const heartbeatMs = 150;
const maxStreamsPerUser = 3;
const maxStreams = 8;
// Deadlines far shorter than the streams are held: none of them may cut a stream.
const http: HttpLimits = {
  ...loadConfig({ NODE_ENV: 'test' }).http,
  requestTimeoutMs: 1_000,
  headersTimeoutMs: 1_000,
  idleTimeoutMs: 1_000,
  shutdownTimeoutMs: 5_000,
};

let kit: CheckoutKit;
let port: number;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  kit = await createCheckoutKit(
    { gateway: 'sandbox', webhookSecret },
    {},
    {},
    { http, live: { heartbeatMs, maxStreams, maxStreamsPerUser } },
  );
  await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (kit.t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(() => kit.t.close());

async function unpaidOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  return { who, ...(await kit.placed(who)) };
}

/** Pays on the sandbox page and delivers the gateway's webhook: the order becomes confirmed. */
async function pay(redirectUrl: string) {
  await kit.settleOnSandbox(redirectUrl, 'pay');
  const delivery = kit.deliveries.at(-1);
  if (!delivery) throw new Error('no webhook');
  const response = await kit.deliver(delivery.rawBody, delivery.headers);
  expect(response.statusCode, response.body).toBe(200);
}

async function stream(orderId: string, headers: Record<string, string>) {
  const client = await openEventStream(port, `/api/orders/${orderId}/events`, headers);
  open.push(client);
  return client;
}

describe('GET /api/orders/{orderId}/events', () => {
  it('opens with retry and the current details, as an uncached, unbuffered event stream', async () => {
    const { who, orderId } = await unpaidOrder();
    const client = await stream(orderId, who.headers);

    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['content-security-policy']).toContain("default-src 'self'");
    expect(client.headers['x-request-id']).toBeTruthy();

    const [first] = await client.nextMessages<OrderDetails>(1);
    expect(client.text().startsWith('retry: 3000\n\n')).toBe(true);
    expect(first?.event).toBe('order');
    expect(orderDetailsSchema.parse(first?.data)).toMatchObject({
      orderId,
      orderStatus: 'payment processing',
    });
    expect(first?.id).toBe(first?.data.lastEventId);
  });

  it('sends each status change to the open stream', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const client = await stream(orderId, who.headers);
    const [snapshot] = await client.nextMessages<OrderDetails>(1);

    await pay(redirectUrl);
    const [confirmed] = await client.nextMessages<OrderDetails>(1);
    expect(confirmed?.data.orderStatus).toBe('confirmed');
    expect(confirmed?.id).toBeGreaterThan(snapshot?.id ?? Infinity);
    expect(confirmed?.data.statusHistory.map((entry) => entry.status)).toEqual([
      'payment processing',
      'confirmed',
    ]);

    // Unaccepted past the deadline, the sweep rejects it; the stream shows why.
    kit.t.clock.advance(11 * 60 * 1000);
    await kit.t.app.sweeper.runOnce();
    const [rejected] = await client.nextMessages<OrderDetails>(1);
    expect(rejected?.data).toMatchObject({ orderStatus: 'rejected', canCancel: false });
    expect(rejected?.data.statusReason).toBeTruthy();
  });

  it('resumes after Last-Event-ID: only what the client missed, nothing when it is up to date', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const first = await stream(orderId, who.headers);
    const [snapshot] = await first.nextMessages<OrderDetails>(1);
    first.close();

    await pay(redirectUrl);
    const resumed = await stream(orderId, { ...who.headers, 'last-event-id': String(snapshot?.id) });
    const [missed] = await resumed.nextMessages<OrderDetails>(1);
    expect(missed?.data.orderStatus).toBe('confirmed');

    const upToDate = await stream(orderId, { ...who.headers, 'last-event-id': String(missed?.id) });
    await vi.waitFor(() => {
      expect(upToDate.comments.length).toBeGreaterThanOrEqual(2);
    });
    expect(upToDate.messages).toEqual([]);
    expect(resumed.messages).toHaveLength(1);
  });

  it('keeps a quiet stream open with heartbeats past the request and idle deadlines', async () => {
    const { who, orderId, redirectUrl } = await unpaidOrder();
    const client = await stream(orderId, who.headers);
    await client.nextMessages(1);

    await new Promise((resolve) => setTimeout(resolve, 2.5 * http.idleTimeoutMs));
    expect(client.ended()).toBe(false);
    expect(client.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(5);

    await pay(redirectUrl);
    const [confirmed] = await client.nextMessages<OrderDetails>(1);
    expect(confirmed?.data.orderStatus).toBe('confirmed');
  });

  it('lets go of the subscription and the slot when the client disconnects', async () => {
    const { who, orderId } = await unpaidOrder();
    const before = kit.t.app.live.subscriberCount();
    const client = await stream(orderId, who.headers);
    await client.nextMessages(1);
    expect(kit.t.app.live.subscriberCount()).toBe(before + 1);
    expect(kit.t.app.live.openStreams()).toBeGreaterThanOrEqual(1);

    client.close();
    await vi.waitFor(() => {
      expect(kit.t.app.live.subscriberCount()).toBe(before);
    });
    expect(kit.t.app.live.openStreams()).toBe(0);
  });

  it('ends the stream at the next heartbeat once the customer logs out', async () => {
    const { who, orderId } = await unpaidOrder();
    const client = await stream(orderId, who.headers);
    await client.nextMessages(1);

    const logout = await kit.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.headers });
    expect(logout.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(client.ended()).toBe(true);
    });
  });
});

describe('who may open an order stream', () => {
  it('answers 401 without a token, 404 for another customer’s order or an unknown one', async () => {
    const { orderId } = await unpaidOrder();
    const stranger = await kit.customer();

    const anonymous = await kit.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/events` });
    expect(anonymous.statusCode).toBe(401);
    const theirs = await kit.t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/events`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const unknown = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders/ORDAAAAAAAAAAAA/events',
      headers: stranger.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(kit.t.app.live.subscriberCount()).toBe(0);
    expect(kit.t.app.live.openStreams()).toBe(0);
  });

  it('answers 400 for a Last-Event-ID that is not an event id', async () => {
    const { who, orderId } = await unpaidOrder();
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/events`,
      headers: { ...who.headers, 'last-event-id': 'latest' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('stream limits', () => {
  it('answers 429 with Retry-After past the streams one user may hold, and frees the slot on close', async () => {
    const { who, orderId } = await unpaidOrder();
    const held = await Promise.all(
      Array.from({ length: maxStreamsPerUser }, () => stream(orderId, who.headers)),
    );
    expect(held.map((client) => client.status)).toEqual(held.map(() => 200));

    const refused = await stream(orderId, who.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');

    held[0]?.close();
    await vi.waitFor(() => {
      expect(kit.t.app.live.openStreams()).toBe(maxStreamsPerUser - 1);
    });
    expect((await stream(orderId, who.headers)).status).toBe(200);
  });

  it('answers 503 with Retry-After past the streams the process may hold', async () => {
    const owners = await Promise.all(Array.from({ length: maxStreams }, () => unpaidOrder()));
    const held = await Promise.all(owners.map(({ who, orderId }) => stream(orderId, who.headers)));
    expect(held.map((client) => client.status)).toEqual(held.map(() => 200));

    const { who, orderId } = await unpaidOrder();
    const refused = await stream(orderId, who.headers);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
  });
});

describe('shutdown', () => {
  it('ends open streams at once instead of holding the shutdown to its deadline', async () => {
    const { who, orderId } = await unpaidOrder();
    const client = await stream(orderId, who.headers);
    await client.nextMessages(1);

    const started = performance.now();
    await kit.t.app.close();
    expect(performance.now() - started).toBeLessThan(http.shutdownTimeoutMs / 2);
    await vi.waitFor(() => {
      expect(client.ended()).toBe(true);
    });
    await kit.t.restart();
  });
});
