import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { createPartnerKit } from './partner-test-kit.ts';
import type { PartnerKit } from './partner-test-kit.ts';

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
});
afterAll(() => k.t.close());

type ErrorBody = { error: { code: string; message: string; details?: { fields?: { field: string }[] } } };
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;
const viewOf = (response: LightMyRequestResponse) => response.json<{ data: PartnerOrder }>().data;

async function board(restaurantId = k.biryaniJunction) {
  const response = await k.get(`${paths.orders}?restaurantId=${String(restaurantId)}`, k.partner.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerOrdersResponse>();
}

const eventsOf = (orderId: string) =>
  k.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

describe('GET partner/get-orders (the board)', () => {
  it('shows a paid order in New with what the kitchen needs and no more', async () => {
    const { orderId, customer } = await k.paidOrder();
    const body = await board();
    expect(body.serverTime).toBe(k.t.clock.now().toISOString());
    const view = body.data.find((order) => order.orderId === orderId);
    expect(view).toMatchObject({
      status: 'confirmed',
      column: 'new',
      restaurantId: k.biryaniJunction,
      customerFirstName: 'Meera',
      customerPhoneMasked: `${customer.mobile.slice(0, 2)}XXXXXX${customer.mobile.slice(-2)}`,
      deliveryAddress: expect.stringContaining('Rail Vihar') as string,
      directionToReach: 'Coach B2, seat 14',
      avoidCalling: false,
      items: [{ itemName: 'Veg Biryani', quantity: 2 }],
      deliveryPerson: null,
      statusReason: null,
      refunds: [],
    });
    expect(view!.acceptBy).toBe(new Date(k.t.clock.now().getTime() + 10 * 60_000).toISOString());
    expect(JSON.stringify(body)).not.toContain(customer.mobile);
    // The stream resumes after the restaurant's latest event.
    const [latest] = await k.t.database.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.restaurantId, k.biryaniJunction))
      .orderBy(orderEvents.id)
      .then((rows) => rows.slice(-1));
    expect(body.lastEventId).toBe(latest!.id);
  });

  it('never shows orders still being paid, failed, superseded, or of another restaurant', async () => {
    const unpaid = await k.customer();
    await k.addToCart(unpaid, k.dish('Chicken Biryani', 'Biryani Junction'));
    const superseded = await k.placed(unpaid, { tip: 10 });
    const processing = await k.placed(unpaid, { tip: 20 });
    const failing = await k.customer();
    await k.addToCart(failing, k.dish('Egg Biryani', 'Biryani Junction'));
    const failed = await k.placed(failing);
    await k.settleOnSandbox(failed.redirectUrl, 'fail');
    const webhook = k.deliveries.at(-1)!;
    await k.deliver(webhook.rawBody, webhook.headers);
    const elsewhere = await k.paidOrder(k.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));

    const statuses = await k.t.database.db.select({ id: orders.id, status: orders.status }).from(orders);
    const statusOf = (id: string) => statuses.find((row) => row.id === id)?.status;
    expect([superseded, processing, failed].map((order) => statusOf(order.orderId))).toEqual([
      'cancelled',
      'payment processing',
      'payment failed',
    ]);
    const shown = (await board()).data.map((order) => order.orderId);
    for (const hidden of [superseded.orderId, processing.orderId, failed.orderId, elsewhere.orderId])
      expect(shown).not.toContain(hidden);
  });

  it('keeps finished orders in Done until midnight in India', async () => {
    const { orderId } = await k.paidOrder();
    expect(
      (await k.post(paths.reject(orderId), k.partner.headers, { reason: 'kitchen_busy' })).statusCode,
    ).toBe(200);
    const done = (await board()).data.find((order) => order.orderId === orderId);
    expect(done).toMatchObject({ status: 'rejected', column: 'done' });
    // 24 hours on it is another day in India, whatever the hour now.
    k.t.clock.advance(24 * 60 * 60_000);
    expect((await board()).data.map((order) => order.orderId)).not.toContain(orderId);
  });

  it('answers 400 for a missing or bad restaurantId, 404 for a restaurant the partner does not run', async () => {
    for (const query of ['', '?restaurantId=abc', '?restaurantId=0', '?restaurantId=1.5']) {
      const response = await k.get(`${paths.orders}${query}`, k.partner.headers);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
    for (const restaurantId of [k.annapoorna, 999_999]) {
      const response = await k.get(`${paths.orders}?restaurantId=${String(restaurantId)}`, k.partner.headers);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('answers 401 without login and 403 to a customer and an admin', async () => {
    const url = `${paths.orders}?restaurantId=${String(k.biryaniJunction)}`;
    expect((await k.get(url)).statusCode).toBe(401);
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers]) {
      const response = await k.get(url, headers);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});

describe('moving an order through the kitchen', () => {
  it('accept → preparing (ready by now + minutes) → out for delivery → delivered, each an event by the partner', async () => {
    const { orderId, customer } = await k.paidOrder();
    const acceptedAt = k.t.clock.now().getTime();
    const accepted = await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 25 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(viewOf(accepted)).toMatchObject({
      status: 'preparing',
      column: 'preparing',
      preparationMinutes: 25,
      readyBy: new Date(acceptedAt + 25 * 60_000).toISOString(),
      acceptBy: null,
    });

    const dispatched = await k.post(paths.dispatch(orderId), k.partner.headers, {
      deliveryPersonName: ' Suresh ',
      deliveryPersonPhone: '+91 98765 11111',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(viewOf(dispatched)).toMatchObject({
      status: 'out for delivery',
      column: 'out for delivery',
      deliveryPerson: { name: 'Suresh', phone: '9876511111' },
    });

    const delivered = await k.post(paths.deliver(orderId), k.partner.headers, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(viewOf(delivered)).toMatchObject({ status: 'delivered', column: 'done' });

    const events = await eventsOf(orderId);
    expect(
      events
        .slice(2)
        .map(({ fromStatus, status, actor, actorUserId }) => ({ fromStatus, status, actor, actorUserId })),
    ).toEqual([
      { fromStatus: 'confirmed', status: 'preparing', actor: 'partner', actorUserId: k.partner.userId },
      {
        fromStatus: 'preparing',
        status: 'out for delivery',
        actor: 'partner',
        actorUserId: k.partner.userId,
      },
      {
        fromStatus: 'out for delivery',
        status: 'delivered',
        actor: 'partner',
        actorUserId: k.partner.userId,
      },
    ]);
    // The customer sees what the kitchen entered.
    const details = await k.get(`/api/orders/get-order-details/${orderId}`, customer.headers);
    expect(details.json()).toMatchObject({
      data: { orderStatus: 'delivered', preparationMinutes: 25, deliveryPerson: { name: 'Suresh' } },
    });
  });

  it('reject → rejected with the reason as text and a full refund due', async () => {
    const { orderId } = await k.paidOrder();
    const response = await k.post(paths.reject(orderId), k.partner.headers, { reason: 'items_unavailable' });
    expect(response.statusCode, response.body).toBe(200);
    const view = viewOf(response);
    expect(view).toMatchObject({
      status: 'rejected',
      statusReason: 'Some items in this order are not available',
      refunds: [{ state: 'pending', amount: view.totalAmount }],
    });
  });

  it('answers 409 for a move the order’s status does not allow', async () => {
    const { orderId } = await k.paidOrder();
    const person = { deliveryPersonName: 'Suresh', deliveryPersonPhone: '9876511111' };
    for (const [url, payload] of [
      [paths.dispatch(orderId), person],
      [paths.deliver(orderId), {}],
    ] as const) {
      const response = await k.post(url, k.partner.headers, payload);
      expect(response.statusCode, url).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'ORDER_STATUS_CHANGED' });
    }
    expect(
      (await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 10 })).statusCode,
    ).toBe(200);
    for (const [url, payload] of [
      [paths.accept(orderId), { preparationMinutes: 10 }],
      [paths.reject(orderId), { reason: 'kitchen_busy' }],
      [paths.deliver(orderId), {}],
    ] as const) {
      const response = await k.post(url, k.partner.headers, payload);
      expect(response.statusCode, url).toBe(409);
      expect(errorOf(response).message).toBe(
        `This order is preparing now, so it cannot be marked ${url.includes('accept') ? 'preparing' : url.includes('reject') ? 'rejected' : 'delivered'}.`,
      );
    }
    expect(await eventsOf(orderId)).toHaveLength(3);
  });

  it.each([
    ['accept', { preparationMinutes: 4 }, 'preparationMinutes'],
    ['accept', { preparationMinutes: 121 }, 'preparationMinutes'],
    ['accept', { preparationMinutes: 12.5 }, 'preparationMinutes'],
    ['accept', { preparationMinutes: '20' }, 'preparationMinutes'],
    ['accept', {}, 'preparationMinutes'],
    ['reject', { reason: 'too_lazy' }, 'reason'],
    ['reject', {}, 'reason'],
    ['dispatch', { deliveryPersonName: 'Suresh', deliveryPersonPhone: '12345' }, 'deliveryPersonPhone'],
    ['dispatch', { deliveryPersonName: '  ', deliveryPersonPhone: '9876511111' }, 'deliveryPersonName'],
    ['deliver', { status: 'delivered' }, 'status'],
  ] as const)('%s answers 400 for %j naming %s, and nothing moves', async (move, payload, field) => {
    const { orderId } = await k.paidOrder();
    const response = await k.post(paths[move](orderId), k.partner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain(field);
    expect(await eventsOf(orderId)).toHaveLength(2);
  });

  it('answers 404 for another restaurant’s order and an unknown one, 400 for a malformed id', async () => {
    const { orderId } = await k.paidOrder();
    for (const id of [orderId, 'ORDaaaaaaaaaaaa']) {
      const response = await k.post(paths.accept(id), k.otherPartner.headers, { preparationMinutes: 10 });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(
      (await k.post(paths.reject('not-an-order'), k.partner.headers, { reason: 'kitchen_busy' })).statusCode,
    ).toBe(400);
    expect(await eventsOf(orderId)).toHaveLength(2);
  });

  it('answers 401 without login and 403 to a customer and an admin on every move', async () => {
    const { orderId, customer } = await k.paidOrder();
    const moves = [
      [paths.accept(orderId), { preparationMinutes: 10 }],
      [paths.reject(orderId), { reason: 'kitchen_busy' }],
      [paths.dispatch(orderId), { deliveryPersonName: 'Suresh', deliveryPersonPhone: '9876511111' }],
      [paths.deliver(orderId), {}],
    ] as const;
    for (const [url, payload] of moves) {
      expect((await k.post(url, undefined, payload)).statusCode, url).toBe(401);
      for (const headers of [customer.headers, k.admin.headers])
        expect((await k.post(url, headers, payload)).statusCode, url).toBe(403);
    }
    expect(await eventsOf(orderId)).toHaveLength(2);
  });
});

describe('a race for one order', () => {
  it('20 concurrent accept/reject requests: exactly one 200, the rest 409, one event', async () => {
    const { orderId } = await k.paidOrder();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 15 })
          : k.post(paths.reject(orderId), k.partner.headers, { reason: 'kitchen_busy' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const moved = await k.t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.actor, 'partner')));
    expect(moved).toHaveLength(1);
  });
});
