import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import { adminPaths } from '@railbite/contract/paths/admin';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { orderEvents, orders, refunds } from '../../db/schema/orders.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
});
afterAll(() => k.t.close());

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;
const cancel = (orderId: string, headers: Record<string, string> | undefined, payload: object) =>
  k.post(adminPaths.cancelOrder(orderId), headers, payload);
const statusOf = async (orderId: string) =>
  (await k.t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;

describe('POST admin/cancel-order', () => {
  it.each([
    ['confirmed', []],
    ['preparing', [[partnerPaths.accept, { preparationMinutes: 15 }]]],
    [
      'out for delivery',
      [
        [partnerPaths.accept, { preparationMinutes: 15 }],
        [partnerPaths.dispatch, { deliveryPersonName: 'Suresh', deliveryPersonPhone: '9876511111' }],
      ],
    ],
  ] as const)(
    'cancels a %s order, refunds it and keeps the admin’s words on the event',
    async (_status, moves) => {
      const { orderId, customer } = await k.paidOrder();
      for (const [path, body] of moves)
        expect((await k.post(path(orderId), k.partner.headers, body)).statusCode).toBe(200);
      const response = await cancel(orderId, k.admin.headers, {
        reason: '  Customer called support: wrong address  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      const details = response.json<{ data: OrderDetails }>().data;
      expect(details).toMatchObject({
        orderId,
        orderStatus: 'cancelled',
        statusReason: 'RailBite support cancelled this order',
        refunds: [{ state: 'pending', reason: 'RailBite support cancelled this order' }],
      });
      expect(details.statusHistory.at(-1)?.reason).toBe('RailBite support cancelled this order');
      const [event] = await k.t.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.id)
        .then((rows) => rows.slice(-1));
      expect(event).toMatchObject({
        status: 'cancelled',
        actor: 'admin',
        actorUserId: k.admin.userId,
        reason: 'Customer called support: wrong address',
      });
      // The customer sees the same details.
      const own = await k.get(`/api/orders/get-order-details/${orderId}`, customer.headers);
      expect(own.json<{ data: OrderDetails }>().data.statusReason).toBe(
        'RailBite support cancelled this order',
      );
    },
  );

  it('answers 409 for a delivered order and one still being paid', async () => {
    const { orderId } = await k.paidOrder();
    await k.post(partnerPaths.accept(orderId), k.partner.headers, { preparationMinutes: 15 });
    await k.post(partnerPaths.dispatch(orderId), k.partner.headers, {
      deliveryPersonName: 'Suresh',
      deliveryPersonPhone: '9876511111',
    });
    await k.post(partnerPaths.deliver(orderId), k.partner.headers, {});
    const delivered = await cancel(orderId, k.admin.headers, { reason: 'too late' });
    expect(delivered.statusCode).toBe(409);
    expect(errorOf(delivered).code).toBe('ORDER_STATUS_CHANGED');

    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Egg Biryani', 'Biryani Junction'));
    const unpaid = await k.placed(customer);
    expect((await cancel(unpaid.orderId, k.admin.headers, { reason: 'x' })).statusCode).toBe(409);
    expect(await statusOf(unpaid.orderId)).toBe('payment processing');
    expect(await k.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });

  it.each([
    [{}, 'reason'],
    [{ reason: '   ' }, 'Say why the order is cancelled'],
    [{ reason: 'x'.repeat(301) }, 'at most 300'],
    [{ reason: 42 }, 'reason'],
    [{ reason: 'ok', refund: false }, 'refund'],
  ])('answers 400 for %j', async (payload, named) => {
    const { orderId } = await k.paidOrder();
    const response = await cancel(orderId, k.admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain(named);
    expect(await statusOf(orderId)).toBe('confirmed');
  });

  it('answers 404 for an unknown order, 401 without login, 403 to a partner and a customer', async () => {
    expect((await cancel('ORDaaaaaaaaaaaa', k.admin.headers, { reason: 'x' })).statusCode).toBe(404);
    const { orderId, customer } = await k.paidOrder();
    expect((await cancel(orderId, undefined, { reason: 'x' })).statusCode).toBe(401);
    for (const headers of [k.partner.headers, customer.headers]) {
      const response = await cancel(orderId, headers, { reason: 'x' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await statusOf(orderId)).toBe('confirmed');
  });
});
