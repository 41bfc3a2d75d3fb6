import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InitOrderResponse } from '@railbite/contract/orders';
import type { Config } from '../../config.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { seedRailways } from '../../db/seed/railways-seed.ts';
import { train, trainsFixture } from '../journeys/trains-fixture.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';

// Ordering to a seat in tests (ADR 030). 22222 leaves Howrah on Mondays only at 22:00; its halt at DDU
// crosses midnight (23:58 → 00:03, so boarding there is on Tuesday, day 2), and it reaches New Delhi,
// where the catalog fixture's kitchens are, on day 2 at 23:00. The clock stands on Sunday 6 December
// 2026, noon in India, unless a test moves it.

export const nightMail = train('22222', 'NIGHT MAIL', 0b0000001, 22 * 60, [
  ['HWH', null, 0, 0],
  ['DDU', 118, 123, 660],
  ['ET', 600, 602, 1200],
  ['NDLS', 1500, null, 1900],
]);

export const sundayNoon = new Date('2026-12-06T06:30:00Z');
/** The Monday 7 December run's scheduled arrival at New Delhi: Tuesday 8 December, 23:00 in India. */
export const ndlsArrival = new Date('2026-12-08T17:30:00Z');

/** A seat on the Monday run, to New Delhi, boarding at Howrah. */
export function seat(overrides: Record<string, unknown> = {}) {
  return {
    trainNumber: '22222',
    boardingDate: '2026-12-07',
    boardingStationCode: 'HWH',
    stationCode: 'NDLS',
    coach: 'B2',
    berth: 34,
    passengerName: 'Meera Iyer',
    passengerMobile: '98765 43210',
    ...overrides,
  };
}

export async function createSeatKit(overrides: Partial<Config> = {}) {
  const k = await createPartnerKit({}, overrides);
  await k.t.database.db.transaction((tx) =>
    seedRailways(tx, { ...trainsFixture, trains: [...trainsFixture.trains, nightMail] }),
  );

  async function setKitchen(restaurantId: number, fields: Partial<typeof restaurants.$inferInsert>) {
    await k.t.database.db.update(restaurants).set(fields).where(eq(restaurants.id, restaurantId));
  }

  /** A customer with two Veg Biryani from Biryani Junction (New Delhi) in the cart. */
  async function customerWithCart(dish = k.dish('Veg Biryani', 'Biryani Junction')) {
    const customer = await k.customer();
    await k.addToCart(customer, dish, 2);
    return customer;
  }
  type Customer = Awaited<ReturnType<typeof customerWithCart>>;

  /** init-order to a seat (no address). */
  function orderToSeat(who: Customer, seatOverrides: Record<string, unknown> = {}, extra = {}) {
    return k.t.app.inject({
      method: 'POST',
      url: '/api/orders/init-order',
      headers: who.headers,
      payload: { train: seat(seatOverrides), ...extra },
    });
  }

  /** A seat order paid through the sandbox: `confirmed`. */
  async function paidSeatOrder(seatOverrides: Record<string, unknown> = {}) {
    const customer = await customerWithCart();
    const response = await orderToSeat(customer, seatOverrides);
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<InitOrderResponse>();
    await k.settledOnSandbox(redirectUrl, 'pay');
    return { orderId, customer };
  }

  return { ...k, setKitchen, customerWithCart, orderToSeat, paidSeatOrder };
}

export type SeatKit = Awaited<ReturnType<typeof createSeatKit>>;
