import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupportOrderResponse } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { sundayNoon } from '../orders/train-seat-test-kit.ts';
import { createSupportOrdersKit } from './support-orders-test-kit.ts';
import type { SupportOrdersKit } from './support-orders-test-kit.ts';

let k: SupportOrdersKit;
beforeAll(async () => {
  k = await createSupportOrdersKit();
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;
const find = (orderId: string, headers: Record<string, string> | undefined = k.admin.headers) =>
  k.get(adminPaths.order(orderId), headers);

describe('GET admin/orders/{orderId}', () => {
  it('answers an address order as its customer sees it, with the customer’s name and phone', async () => {
    const { orderId, customer } = await k.paidOrder();
    const response = await find(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<SupportOrderResponse>();
    const own = await k.details(customer, orderId);
    expect(data.order).toEqual(own);
    expect(data.order).toMatchObject({ restaurantId: k.biryaniJunction, restaurantName: 'Biryani Junction' });
    expect(data.customer).toEqual({
      userId: expect.any(Number) as number,
      name: 'Meera',
      phone: customer.mobile,
    });
    expect(data.seatDeliveryCode).toBeNull();
    expect(data.canCancel).toBe(true);
  });

  it('tells whether a seat order’s code is locked and how many wrong tries, never the code', async () => {
    const placed = await k.paidSeatOrder();
    await k.onItsWay(placed.orderId);
    const { deliveryCode } = await k.seatTarget(placed.orderId);
    await k.deliver(placed.orderId, k.wrongCodeFor(deliveryCode));
    await k.deliver(placed.orderId, k.wrongCodeFor(deliveryCode));
    const twoWrong = await find(placed.orderId);
    expect(twoWrong.statusCode, twoWrong.body).toBe(200);
    expect(twoWrong.json<SupportOrderResponse>().data.seatDeliveryCode).toEqual({
      failures: 2,
      locked: false,
      canIssueNew: false,
    });
    expect(twoWrong.json<SupportOrderResponse>().data.order.train?.coach).toBe('B2');

    const { orderId, oldCode } = await k.lockedSeatOrder();
    const locked = await find(orderId);
    const { data } = locked.json<SupportOrderResponse>();
    expect(data.seatDeliveryCode).toEqual({ failures: 5, locked: true, canIssueNew: true });
    expect(data.order.deliveryCode).toBeNull();
    expect(locked.body).not.toContain(`"${oldCode}"`);
  });

  it('says a locked order can no longer get a new code once it is cancelled', async () => {
    const { orderId } = await k.lockedSeatOrder();
    const cancelled = await k.post(adminPaths.cancelOrder(orderId), k.admin.headers, {
      reason: 'Train left',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { data } = (await find(orderId)).json<SupportOrderResponse>();
    expect(data.order.orderStatus).toBe('cancelled');
    expect(data.canCancel).toBe(false);
    expect(data.seatDeliveryCode).toEqual({ failures: 5, locked: true, canIssueNew: false });
    // The customer reads only that support cancelled it; support reads who did, and why.
    expect(data.order.statusHistory.at(-1)?.reason).toBe('RailBite support cancelled this order');
    expect(data.supportActions).toEqual([
      { at: expect.any(String) as string, by: 'Meera', action: 'cancelled', note: 'Train left' },
    ]);
  });

  it('lists a new delivery code among support’s actions, with who issued it', async () => {
    const { orderId } = await k.lockedSeatOrder();
    const before = (await find(orderId)).json<SupportOrderResponse>().data;
    expect(before.supportActions).toEqual([]);
    expect((await k.post(adminPaths.deliveryCode(orderId), k.admin.headers, {})).statusCode).toBe(200);
    const { data } = (await find(orderId)).json<SupportOrderResponse>();
    expect(data.supportActions).toEqual([
      { at: expect.any(String) as string, by: 'Meera', action: 'new delivery code', note: null },
    ]);
  });

  it('refuses a malformed order id (400) and answers 404 for an unknown one', async () => {
    const malformed = await find('ORD-not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toContain(
      'This is not a RailBite order id: ORD, then 12 letters, digits, - or _',
    );
    const unknown = await find('ORDAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
  });

  it('is for support only: 401 without a session, 403 for a customer and for the restaurant’s partner', async () => {
    const { orderId, customer } = await k.paidOrder();
    expect((await k.get(adminPaths.order(orderId))).statusCode).toBe(401);
    expect((await find(orderId, customer.headers)).statusCode).toBe(403);
    expect((await find(orderId, k.partner.headers)).statusCode).toBe(403);
  });
});
