import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import { partnerOrderSchema } from '@railbite/contract/partner';
import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { apiPaths } from '@railbite/contract/paths';
import { restaurantMembers } from '../../db/schema/partners.ts';
import { openEventStream } from '../../testing/event-stream-client.ts';
import type { EventStreamClient } from '../../testing/event-stream-client.ts';
import { staffAccount } from '../../testing/staff.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import { replayOverlapMs } from './board-stream.source.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';

/*
 * The partner's board stream, and the partner's clicks reaching the customer's stream, against a real
 * listening server. Orders move through the partner API, as the console moves them.
 */

const heartbeatMs = 150;

let k: PartnerKit;
let port: number;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  k = await createPartnerKit({}, { live: { heartbeatMs, maxStreams: 50, maxStreamsPerUser: 10 } });
  await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (k.t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(() => k.t.close());

async function stream(path: string, headers: Record<string, string>) {
  const client = await openEventStream(port, path, headers);
  open.push(client);
  return client;
}

const boardPath = (restaurantId: number) => `${apiPaths.partner.events}?restaurantId=${String(restaurantId)}`;

async function boardList(restaurantId: number) {
  const response = await k.get(
    `${apiPaths.partner.orders}?restaurantId=${String(restaurantId)}`,
    k.partner.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerOrdersResponse>();
}

async function accept(orderId: string) {
  const response = await k.post(apiPaths.partner.accept(orderId), k.partner.headers, {
    preparationMinutes: 20,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/partner/events', () => {
  it('shows a newly paid order and each move of it, live, without replaying the past', async () => {
    const earlier = await k.paidOrder();
    const board = await stream(boardPath(k.biryaniJunction), k.partner.headers);
    expect(board.status).toBe(200);
    expect(board.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    const { orderId } = await k.paidOrder();
    // On PostgreSQL the earlier order's notice can reach the stream after it opened (NOTIFY is
    // delivered asynchronously); the board replaces an order by id, so that one late copy is harmless.
    let [arrived] = await board.nextMessages<PartnerOrder>(1);
    if (arrived?.data.orderId === earlier.orderId) [arrived] = await board.nextMessages<PartnerOrder>(1);
    expect(partnerOrderSchema.parse(arrived?.data)).toMatchObject({
      orderId,
      status: 'confirmed',
      column: 'new',
    });

    await accept(orderId);
    const [accepted] = await board.nextMessages<PartnerOrder>(1);
    expect(accepted?.data).toMatchObject({
      orderId,
      status: 'preparing',
      column: 'preparing',
      preparationMinutes: 20,
    });
    expect(accepted?.id).toBeGreaterThan(arrived?.id ?? Infinity);
    expect(
      board.messages.map((message) => JSON.parse(message.data) as PartnerOrder).map((o) => o.orderId),
    ).not.toContain(earlier.orderId);
  });

  it('resumes after Last-Event-ID with the orders that changed meanwhile, and only those', async () => {
    const untouched = await k.paidOrder();
    k.t.clock.advance(replayOverlapMs + 1_000);
    const moved = await k.paidOrder();
    const { lastEventId } = await boardList(k.biryaniJunction);

    await accept(moved.orderId);
    const newcomer = await k.paidOrder();
    const board = await stream(boardPath(k.biryaniJunction), {
      ...k.partner.headers,
      'last-event-id': String(lastEventId),
    });

    const replayed = await board.nextMessages<PartnerOrder>(2);
    expect(replayed.map((message) => [message.data.orderId, message.data.status])).toEqual([
      [moved.orderId, 'preparing'],
      [newcomer.orderId, 'confirmed'],
    ]);
    expect(replayed[0]?.id).toBeLessThan(replayed[1]?.id ?? 0);
    await vi.waitFor(() => {
      expect(board.comments.length).toBeGreaterThanOrEqual(2);
    });
    expect(board.messages).toHaveLength(2);
    expect(board.text()).not.toContain(untouched.orderId);
  });

  it('also repeats orders changed just before Last-Event-ID (a lower id may commit after a higher one)', async () => {
    k.t.clock.advance(replayOverlapMs + 1_000);
    const earlier = await k.paidOrder();
    const { lastEventId } = await boardList(k.biryaniJunction);
    const board = await stream(boardPath(k.biryaniJunction), {
      ...k.partner.headers,
      'last-event-id': String(lastEventId),
    });

    const [repeated] = await board.nextMessages<PartnerOrder>(1);
    expect(repeated?.data).toMatchObject({ orderId: earlier.orderId, status: 'confirmed' });
  });

  it('never shows another restaurant’s orders, nor an order that is not paid', async () => {
    const board = await stream(boardPath(k.biryaniJunction), k.partner.headers);
    await k.paidOrder(k.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));

    // A checkout whose payment fails moves its order (and announces it) without reaching the board.
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Veg Biryani', 'Biryani Junction'));
    const failed = await k.placed(customer);
    await k.settleOnSandbox(failed.redirectUrl, 'fail');
    const webhook = k.deliveries.at(-1);
    if (!webhook) throw new Error('no webhook');
    expect((await k.deliver(webhook.rawBody, webhook.headers)).statusCode).toBe(200);

    const { orderId } = await k.paidOrder();
    const [only] = await board.nextMessages<PartnerOrder>(1);
    expect(only?.data.orderId).toBe(orderId);
    expect(board.messages).toHaveLength(1);
  });

  it('ends the stream at the next heartbeat once the partner no longer runs the restaurant', async () => {
    const leaving = await staffAccount(k.t, 'partner', [{ restaurantId: k.biryaniJunction, role: 'staff' }]);
    const board = await stream(boardPath(k.biryaniJunction), leaving.headers);
    expect(board.status).toBe(200);

    await k.t.database.db
      .delete(restaurantMembers)
      .where(
        and(
          eq(restaurantMembers.userId, leaving.userId),
          eq(restaurantMembers.restaurantId, k.biryaniJunction),
        ),
      );
    await vi.waitFor(() => {
      expect(board.ended()).toBe(true);
    });
  });

  it('answers 401 without a token, 403 to a customer or an admin, 404 for a restaurant the partner does not run', async () => {
    const { customer } = await k.paidOrder();
    const anonymous = await k.get(boardPath(k.biryaniJunction));
    expect(anonymous.statusCode).toBe(401);
    for (const headers of [customer.headers, k.admin.headers])
      expect((await k.get(boardPath(k.biryaniJunction), headers)).statusCode).toBe(403);
    const foreign = await k.get(boardPath(k.biryaniJunction), k.otherPartner.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await k.get(apiPaths.partner.events, k.partner.headers)).statusCode).toBe(400);
    expect(k.t.app.live.openStreams()).toBe(0);
  });
});

describe("the partner's click on the customer's screen", () => {
  it('each move the partner makes reaches the customer’s open order stream', async () => {
    const { orderId, customer } = await k.paidOrder();
    const tracking = await stream(apiPaths.orders.events(orderId), customer.headers);
    const [confirmed] = await tracking.nextMessages<OrderDetails>(1);
    expect(confirmed?.data.orderStatus).toBe('confirmed');

    await accept(orderId);
    const [preparing] = await tracking.nextMessages<OrderDetails>(1, 2_000);
    expect(preparing?.data).toMatchObject({
      orderStatus: 'preparing',
      preparationMinutes: 20,
      canCancel: false,
    });

    const dispatch = await k.post(apiPaths.partner.dispatch(orderId), k.partner.headers, {
      deliveryPersonName: 'Suresh Yadav',
      deliveryPersonPhone: '9876512345',
    });
    expect(dispatch.statusCode, dispatch.body).toBe(200);
    const [outForDelivery] = await tracking.nextMessages<OrderDetails>(1, 2_000);
    expect(outForDelivery?.data).toMatchObject({
      orderStatus: 'out for delivery',
      deliveryPerson: { name: 'Suresh Yadav', phone: '9876512345' },
    });

    expect((await k.post(apiPaths.partner.deliver(orderId), k.partner.headers)).statusCode).toBe(200);
    const [delivered] = await tracking.nextMessages<OrderDetails>(1, 2_000);
    expect(delivered?.data.orderStatus).toBe('delivered');
  });
});
