import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupportOrderSearchResponse } from '@railbite/contract/admin';
import { supportOrderSearchLimit } from '@railbite/contract/admin';
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

const search = (phone: string, headers: Record<string, string> | undefined = k.admin.headers) =>
  k.get(`${adminPaths.orders}?phone=${encodeURIComponent(phone)}`, headers);
const found = async (phone: string) => {
  const response = await search(phone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupportOrderSearchResponse>().data;
};

describe('GET admin/orders?phone=', () => {
  it('finds the account’s orders, newest first, and the seat orders of a passenger with that number', async () => {
    const customer = await k.customerWithCart();
    const first = await k.paidOrder();
    k.t.clock.advance(60_000);
    // A seat order for someone else whose passenger number is the first customer's.
    const forThem = await k.paidSeatOrder({ passengerMobile: first.customer.mobile });
    k.t.clock.advance(60_000);
    const second = await k.paidSeatOrder({ passengerMobile: '91234 56789' });

    const ofFirst = await found(first.customer.mobile);
    expect(ofFirst.map((order) => [order.orderId, order.phoneIs, order.toSeat])).toEqual([
      [forThem.orderId, 'passenger', true],
      [first.orderId, 'customer', false],
    ]);
    expect(ofFirst[1]).toMatchObject({ orderStatus: 'confirmed', restaurantName: 'Biryani Junction' });
    expect(ofFirst[1]!.totalAmount).toBeGreaterThan(0);

    // Typed the ways callers say it; the account of a seat order is matched as the customer.
    const spaced = `+91 ${second.customer.mobile.slice(0, 5)} ${second.customer.mobile.slice(5)}`;
    expect((await found(spaced)).map((order) => [order.orderId, order.phoneIs])).toEqual([
      [second.orderId, 'customer'],
    ]);
    // A number without orders.
    expect(await found(customer.mobile)).toEqual([]);
  });

  it(`answers at most ${String(supportOrderSearchLimit)} orders`, async () => {
    const { customer } = await k.paidOrder();
    for (let placed = 1; placed <= supportOrderSearchLimit; placed += 1) {
      k.t.clock.advance(1000);
      await k.addToCart(customer, k.dish('Veg Biryani', 'Biryani Junction'));
      const response = await k.initOrder(customer);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await found(customer.mobile)).toHaveLength(supportOrderSearchLimit);
  });

  it('refuses a number that is not an Indian mobile, and an unknown parameter (400)', async () => {
    expect((await search('12345')).statusCode).toBe(400);
    expect((await k.get(adminPaths.orders, k.admin.headers)).statusCode).toBe(400);
    const extra = await k.get(`${adminPaths.orders}?phone=9876543210&all=1`, k.admin.headers);
    expect(extra.statusCode).toBe(400);
  });

  it('is for support only: 401 without a session, 403 for a customer and a partner', async () => {
    const { customer } = await k.paidOrder();
    expect((await k.get(`${adminPaths.orders}?phone=${customer.mobile}`)).statusCode).toBe(401);
    expect((await search(customer.mobile, customer.headers)).statusCode).toBe(403);
    expect((await search(customer.mobile, k.partner.headers)).statusCode).toBe(403);
  });
});
