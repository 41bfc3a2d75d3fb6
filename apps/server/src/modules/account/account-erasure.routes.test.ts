import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { testCustomerPassword } from '../../testing/customer.ts';
import { createCheckoutKit } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';

// ADR 009: erasing an account keeps its orders for accounting, with nothing left that says where
// or how to reach the person.

let kit: CheckoutKit;
beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

const deliveryDetails = {
  directionToReach: 'Blue gate behind the temple, flat 4B',
  avoidCalling: true,
  leaveAtDoor: true,
  avoidRingingBell: true,
  leaveAtSecurity: true,
};

async function paidOrder(who: Awaited<ReturnType<CheckoutKit['customer']>>) {
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'), 2);
  const placed = await kit.placed(who, { ...deliveryDetails, tip: 20 });
  await kit.settleOnSandbox(placed.redirectUrl, 'pay');
  const webhook = kit.deliveries.find((delivery) => delivery.rawBody.includes(`"${placed.orderId}"`));
  expect(webhook).toBeDefined();
  expect((await kit.deliver(webhook!.rawBody, webhook!.headers)).statusCode).toBe(200);
  return placed.orderId;
}

describe('DELETE /api/auth/me with orders', () => {
  it('blanks the delivery details of every kept order and keeps its money, items and status', async () => {
    const leaving = await kit.customer();
    const staying = await kit.customer();
    const leavingOrders = [await paidOrder(leaving), await paidOrder(leaving)];
    const stayingOrder = await paidOrder(staying);
    const db = kit.t.database.db;
    const before = await db.select().from(orders).where(inArray(orders.id, leavingOrders));
    const itemsBefore = await db.select().from(orderItems).where(inArray(orderItems.orderId, leavingOrders));
    expect(before.map((order) => order.directionToReach)).toEqual([
      deliveryDetails.directionToReach,
      deliveryDetails.directionToReach,
    ]);

    const response = await kit.t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: leaving.headers,
      payload: { password: testCustomerPassword },
    });
    expect(response.statusCode, response.body).toBe(200);

    const after = await db.select().from(orders).where(inArray(orders.id, leavingOrders));
    expect(after).toHaveLength(2);
    for (const order of after) {
      const kept = before.find((row) => row.id === order.id)!;
      expect(order).toEqual({
        ...kept,
        userId: null,
        addressId: null,
        deliveryAddress: '',
        deliveryLatitude: 0,
        deliveryLongitude: 0,
        directionToReach: '',
        avoidCalling: false,
        leaveAtDoor: false,
        avoidRingingBell: false,
        leaveAtSecurity: false,
        checkoutFingerprint: '',
      });
    }
    expect(await db.select().from(orderItems).where(inArray(orderItems.orderId, leavingOrders))).toEqual(
      itemsBefore,
    );
    // Someone else's order is not touched.
    const [other] = await db.select().from(orders).where(eq(orders.id, stayingOrder));
    expect(other).toMatchObject({ ...deliveryDetails, addressId: staying.addressId });
    expect(other?.deliveryAddress).not.toBe('');
    expect(other?.checkoutFingerprint).not.toBe('');
  });
});
