import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderHistoryEntry } from '@railbite/contract/orders';
import type { PartnerOrder } from '@railbite/contract/partner';
import { orderPaths } from '@railbite/contract/paths/orders';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { orderEvents, refunds } from '../../db/schema/orders.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
});
afterAll(() => k.t.close());

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;
const eventsOf = (orderId: string) =>
  k.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe('POST orders/cancel-order (the customer cancels)', () => {
  it('cancels a confirmed order, refunds it in full and answers its details', async () => {
    const { orderId, customer } = await k.paidOrder();
    const before = await k.get(orderPaths.details(orderId), customer.headers);
    expect(before.json<{ data: OrderDetails }>().data.canCancel).toBe(true);

    const response = await k.post(orderPaths.cancel(orderId), customer.headers, {});
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ data: OrderDetails }>().data;
    expect(details).toMatchObject({
      orderId,
      orderStatus: 'cancelled',
      statusReason: 'You cancelled this order',
      canCancel: false,
      acceptBy: null,
      refunds: [{ state: 'pending', amount: details.totalAmount, reason: 'You cancelled this order' }],
    });
    expect(details.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'You cancelled this order',
    });
    const [event] = (await eventsOf(orderId)).filter((row) => row.status === 'cancelled');
    expect(event).toMatchObject({ actor: 'customer', reason: 'customer_cancelled' });
    // Gone from the board's New column, shown under Done.
    const board = await k.get(
      `${partnerPaths.orders}?restaurantId=${String(k.biryaniJunction)}`,
      k.partner.headers,
    );
    expect(board.body).toContain(
      `"orderId":"${orderId}","restaurantId":${String(k.biryaniJunction)},"status":"cancelled","column":"done"`,
    );
    // The kitchen reads who cancelled it, not the customer's "You".
    const onBoard = board.json<{ data: PartnerOrder[] }>().data.find((order) => order.orderId === orderId);
    expect(onBoard).toMatchObject({
      statusReason: 'The customer cancelled this order',
      refunds: [{ reason: 'The customer cancelled this order' }],
    });
    // History says the same of it: why it ended and the money going back.
    const history = await k.get(`${orderPaths.history}?search=cancelled`, customer.headers);
    expect(history.statusCode, history.body).toBe(200);
    const entry = history.json<{ data: OrderHistoryEntry[] }>().data.find((row) => row.orderId === orderId);
    expect(entry).toMatchObject({
      statusReason: 'You cancelled this order',
      refunds: [{ state: 'pending', amount: details.totalAmount, reason: 'You cancelled this order' }],
    });
  });

  it('answers 409 with a clear message once the restaurant has accepted', async () => {
    const { orderId, customer } = await k.paidOrder();
    await k.post(partnerPaths.accept(orderId), k.partner.headers, { preparationMinutes: 20 });
    const response = await k.post(orderPaths.cancel(orderId), customer.headers, {});
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'ORDER_STATUS_CHANGED',
      message: 'The restaurant has already accepted this order, so it can no longer be cancelled.',
      details: { status: 'preparing' },
    });
    expect(await k.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });

  it('answers 409 for an order not paid yet and one already cancelled', async () => {
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Egg Biryani', 'Biryani Junction'));
    const { orderId: unpaid } = await k.placed(customer);
    const waiting = await k.post(orderPaths.cancel(unpaid), customer.headers, {});
    expect(waiting.statusCode).toBe(409);
    expect(errorOf(waiting).message).toBe(
      'This order is still waiting for its payment, so it cannot be cancelled yet.',
    );

    const paid = await k.paidOrder();
    expect((await k.post(orderPaths.cancel(paid.orderId), paid.customer.headers, {})).statusCode).toBe(200);
    const again = await k.post(orderPaths.cancel(paid.orderId), paid.customer.headers, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This order is already cancelled, so it cannot be cancelled.');
  });

  it('answers 404 for another customer’s order (also to its restaurant’s partner), 400 and 401', async () => {
    const { orderId } = await k.paidOrder();
    const stranger = await k.customer();
    for (const headers of [stranger.headers, k.partner.headers]) {
      const response = await k.post(orderPaths.cancel(orderId), headers, {});
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await k.post(orderPaths.cancel(orderId), stranger.headers, { reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await k.post(orderPaths.cancel('ORD-bad'), stranger.headers, {})).statusCode).toBe(400);
    expect((await k.post(orderPaths.cancel(orderId), undefined, {})).statusCode).toBe(401);
    expect(await eventsOf(orderId)).toHaveLength(2);
  });
});
