import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import type { PartnerOrder } from '@railbite/contract/partner';
import { adminPaths, orderPaths } from '@railbite/contract/paths';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { trainRuns } from '../../db/schema/train-runs.ts';
import { createSeatKit, ndlsArrival, sundayNoon } from '../orders/train-seat-test-kit.ts';
import type { SeatKit } from '../orders/train-seat-test-kit.ts';

// A seat order is cooked for the train, not for the moment the kitchen accepts it: its ready-by is the
// train's expected arrival at the station, and it moves when a delay re-times the run (ADR 031).

const minute = 60_000;
let k: SeatKit;
beforeAll(async () => {
  k = await createSeatKit();
});
afterAll(() => k.t.close());
beforeEach(async () => {
  k.t.clock.set(sundayNoon);
  await k.t.database.db.delete(trainRuns);
});

const partnerView = (response: LightMyRequestResponse) => response.json<{ data: PartnerOrder }>().data;
async function customerView(orderId: string, headers: Record<string, string>) {
  const response = await k.get(orderPaths.details(orderId), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderDetails }>().data;
}
async function accept(orderId: string, preparationMinutes: number) {
  const response = await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes });
  expect(response.statusCode, response.body).toBe(200);
  return partnerView(response);
}

describe('a seat order’s ready-by', () => {
  it('is the train’s arrival at the station, however early the kitchen accepts', async () => {
    // Placed and accepted on Sunday noon for a train due on Tuesday night.
    const { orderId, customer } = await k.paidSeatOrder();
    const accepted = await accept(orderId, 20);
    expect(accepted).toMatchObject({
      column: 'preparing',
      preparationMinutes: 20,
      readyBy: ndlsArrival.toISOString(),
    });
    expect(await customerView(orderId, customer.headers)).toMatchObject({
      orderStatus: 'preparing',
      preparationMinutes: 20,
      readyBy: ndlsArrival.toISOString(),
    });
  });

  it('moves with the train when a delay re-times the run', async () => {
    const { orderId, customer } = await k.paidSeatOrder();
    await accept(orderId, 20);
    const reported = await k.post(adminPaths.trainRun, k.admin.headers, {
      trainNumber: '22222',
      startDate: '2026-12-07',
      delayMinutes: 40,
      cancelled: false,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    await k.t.app.sweeper.runOnce();
    const expected = new Date(ndlsArrival.getTime() + 40 * minute).toISOString();
    expect((await customerView(orderId, customer.headers)).readyBy).toBe(expected);
    const board = await k.get(`${paths.orders}?restaurantId=${String(k.biryaniJunction)}`, k.partner.headers);
    const card = board.json<{ data: PartnerOrder[] }>().data.find((order) => order.orderId === orderId);
    expect(card?.readyBy).toBe(expected);
  });

  it('refuses a preparation time that ends after the train has come in; a shorter one is accepted', async () => {
    // Ordered just before the restaurant's cut-off (60 minutes), accepted five minutes later.
    k.t.clock.set(new Date(ndlsArrival.getTime() - 61 * minute));
    const { orderId } = await k.paidSeatOrder();
    k.t.clock.set(new Date(ndlsArrival.getTime() - 56 * minute));
    const late = await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 57 });
    expect(late.statusCode).toBe(400);
    expect(
      late.json<{ error: { message: string; details: { fields: { field: string }[] } } }>().error,
    ).toMatchObject({
      message:
        'The train reaches the station at 23:00: the food would not be ready by then. Enter a shorter time, or reject the order.',
      details: { fields: [{ field: 'preparationMinutes' }] },
    });
    const board = await k.get(`${paths.orders}?restaurantId=${String(k.biryaniJunction)}`, k.partner.headers);
    expect(
      board.json<{ data: PartnerOrder[] }>().data.find((order) => order.orderId === orderId)?.column,
    ).toBe('new');
    // Ready exactly as the train comes in is in time.
    expect((await accept(orderId, 56)).readyBy).toBe(ndlsArrival.toISOString());
  });

  it('stays the kitchen’s preparation time from acceptance for an address order', async () => {
    const { orderId } = await k.paidOrder();
    const accepted = await accept(orderId, 25);
    expect(accepted.readyBy).toBe(new Date(sundayNoon.getTime() + 25 * minute).toISOString());
  });
});
