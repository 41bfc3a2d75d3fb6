import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import { adminPaths, orderPaths, partnerPaths } from '@railbite/contract/paths';
import { restaurants } from '../../db/schema/catalog.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orderEvents, refunds } from '../../db/schema/orders.ts';
import { trainRuns } from '../../db/schema/train-runs.ts';
import { seedRailways } from '../../db/seed/railways-seed.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';
import { trainsFixture } from './trains-fixture.ts';

// 12301 leaves Howrah at 16:55 on Monday 7 December 2026 and is due at New Delhi (NDLS), where every
// kitchen of the checkout fixture is, at 10:00 on Tuesday 8 December (04:30 UTC).
const run = { trainNumber: '12301', startDate: '2026-12-07' };
const scheduledArrivalAt = new Date('2026-12-08T04:30:00.000Z');
const minute = 60_000;

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
  await k.t.database.db.transaction((tx) => seedRailways(tx, trainsFixture));
});
afterAll(() => k.t.close());
// Sunday 6 December 2026, noon in India.
beforeEach(async () => {
  k.t.clock.set(new Date('2026-12-06T06:30:00Z'));
  // Each test starts with the run on time and its orders already applied.
  await k.t.database.db.delete(trainRuns);
  // Earlier tests' orders go back to being address orders: each test counts only its own.
  await k.t.database.db.delete(orderTrainTargets);
  await k.t.database.db
    .update(restaurants)
    .set({ opensAt: '00:00', closesAt: '23:59' })
    .where(eq(restaurants.id, k.biryaniJunction));
});

/** A paid order at Biryani Junction, then made a train order to New Delhi (as a seat checkout would). */
async function trainOrder() {
  const paid = await k.paidOrder();
  const now = k.t.clock.now();
  await k.t.database.db.insert(orderTrainTargets).values({
    orderId: paid.orderId,
    ...run,
    boardingDate: run.startDate,
    boardingStationCode: 'HWH',
    stationCode: 'NDLS',
    coach: 'B2',
    berth: 14,
    passengerName: 'Asha Verma',
    passengerMobile: '9876543210',
    scheduledArrivalAt,
    expectedArrivalAt: scheduledArrivalAt,
    deliveryCode: '4821',
    createdAt: now,
    updatedAt: now,
  });
  return paid;
}

async function report(delayMinutes: number, cancelled = false) {
  const response = await k.post(adminPaths.trainRun, k.admin.headers, { ...run, delayMinutes, cancelled });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { openOrders: number } }>().data;
}

const details = async (orderId: string, headers: Record<string, string>) => {
  const response = await k.get(orderPaths.details(orderId), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderDetails }>().data;
};
const targetOf = async (orderId: string) =>
  (await k.t.database.db.select().from(orderTrainTargets).where(eq(orderTrainTargets.orderId, orderId)))[0]!;
const eventsOf = (orderId: string, reason: string) =>
  k.t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, reason)));
const refundsOf = (orderId: string) =>
  k.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;

async function accept(orderId: string, preparationMinutes = 20) {
  const response = await k.post(partnerPaths.accept(orderId), k.partner.headers, { preparationMinutes });
  expect(response.statusCode, response.body).toBe(200);
}
async function dispatch(orderId: string) {
  const response = await k.post(partnerPaths.dispatch(orderId), k.partner.headers, {
    deliveryPersonName: 'Ramesh',
    deliveryPersonPhone: '9123456780',
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the re-timing sweep', () => {
  it('re-times the run’s open orders once: new arrival, new preparation start, an event for open pages', async () => {
    const { orderId, customer } = await trainOrder();
    expect(await report(45)).toMatchObject({ openOrders: 1 });
    // Reported, not yet applied: the order's details already read the run as it is now.
    expect((await details(orderId, customer.headers)).trainRun).toMatchObject({
      delayMinutes: 45,
      expectedArrival: { at: '2026-12-08T05:15:00.000Z', time: '10:45' },
    });
    expect(await k.t.app.sweeper.runOnce()).toMatchObject({ 'train-run-retiming': 1 });
    const target = await targetOf(orderId);
    expect(target.expectedArrivalAt).toEqual(new Date(scheduledArrivalAt.getTime() + 45 * minute));
    // Not accepted yet: the kitchen's 60-minute cut-off is its time to cook.
    expect(target.preparationStartAt).toEqual(new Date(scheduledArrivalAt.getTime() - 15 * minute));
    expect(await eventsOf(orderId, 'train_retimed')).toHaveLength(1);
    const seen = await details(orderId, customer.headers);
    expect(seen).toMatchObject({
      orderStatus: 'confirmed',
      // The promise of a seat order is the train's arrival: it moved with it.
      promisedFrom: '2026-12-08T05:15:00.000Z',
      promisedBy: '2026-12-08T05:15:00.000Z',
      canCancel: true,
      trainRun: {
        delayMinutes: 45,
        cancelled: false,
        scheduledArrival: { time: '10:00', date: '2026-12-08' },
        expectedArrival: { time: '10:45' },
        cancelWithRefund: false,
      },
    });
    // Swept again, or the same delay reported again: nothing moves twice.
    expect(await k.t.app.sweeper.runOnce()).toMatchObject({ 'train-run-retiming': 0 });
    await report(45);
    expect(await k.t.app.sweeper.runOnce()).toMatchObject({ 'train-run-retiming': 1 });
    expect(await eventsOf(orderId, 'train_retimed')).toHaveLength(1);
  });

  it('uses the kitchen’s own preparation time once it has accepted', async () => {
    const { orderId } = await trainOrder();
    await accept(orderId, 25);
    await report(30);
    await k.t.app.sweeper.runOnce();
    expect((await targetOf(orderId)).preparationStartAt).toEqual(
      new Date(scheduledArrivalAt.getTime() + 5 * minute),
    );
  });

  it('cancels and refunds in full every open order of a cancelled run, exactly once however often swept', async () => {
    const waiting = await trainOrder();
    const cooking = await trainOrder();
    await accept(cooking.orderId);
    const sent = await trainOrder();
    await accept(sent.orderId);
    await dispatch(sent.orderId);
    const delivered = await k.paidOrder(); // an address order: not the train's business
    expect(await report(0, true)).toMatchObject({ openOrders: 3 });
    // Two sweepers at once: one takes the run, the other skips it or finds it applied.
    await Promise.all([k.t.app.sweeper.runOnce(), k.t.app.sweeper.runOnce()]);
    await k.t.app.sweeper.runOnce();
    for (const { orderId, customer } of [waiting, cooking, sent]) {
      const order = await details(orderId, customer.headers);
      expect(order).toMatchObject({
        orderStatus: 'cancelled',
        statusReason: 'The railway cancelled this train, so the order was cancelled and refunded in full',
        canCancel: false,
        trainRun: { cancelled: true, cancelWithRefund: false },
      });
      expect(order.refunds).toHaveLength(1);
      expect(order.refunds[0]).toMatchObject({ amount: order.totalAmount });
      expect(await refundsOf(orderId)).toHaveLength(1);
      const [event] = await eventsOf(orderId, 'train_cancelled');
      expect(event).toMatchObject({ status: 'cancelled', actor: 'system' });
    }
    expect((await details(delivered.orderId, delivered.customer.headers)).orderStatus).toBe('confirmed');
  });

  it('cancels and refunds an order whose train is now due after the restaurant closes', async () => {
    await k.t.database.db
      .update(restaurants)
      .set({ opensAt: '08:00', closesAt: '12:30' })
      .where(eq(restaurants.id, k.biryaniJunction));
    const inTime = await trainOrder();
    await report(149); // 12:29
    await k.t.app.sweeper.runOnce();
    expect((await details(inTime.orderId, inTime.customer.headers)).orderStatus).toBe('confirmed');
    await report(150); // 12:30: closed
    await k.t.app.sweeper.runOnce();
    const order = await details(inTime.orderId, inTime.customer.headers);
    expect(order).toMatchObject({
      orderStatus: 'cancelled',
      statusReason:
        'The train is now due after the restaurant closes, so the order was cancelled and refunded in full',
    });
    expect(await refundsOf(inTime.orderId)).toHaveLength(1);
  });
});

describe('the customer cancels a train order because the train is late', () => {
  it('may cancel an accepted order with a full refund when the train is more than 60 minutes late', async () => {
    const { orderId, customer } = await trainOrder();
    await accept(orderId);
    await report(61);
    const before = await details(orderId, customer.headers);
    expect(before).toMatchObject({ canCancel: true, trainRun: { cancelWithRefund: true } });
    const response = await k.post(orderPaths.cancel(orderId), customer.headers, {});
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{ data: OrderDetails }>().data;
    expect(after).toMatchObject({ orderStatus: 'cancelled', canCancel: false });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: after.totalAmount, state: 'pending' })]);
    // The sweep that applies the delay afterwards finds nothing open to re-time.
    await k.t.app.sweeper.runOnce();
    expect(await eventsOf(orderId, 'train_retimed')).toHaveLength(0);
  });

  it('is refused at exactly 60 minutes late, and once the food is out for delivery', async () => {
    const onTimeEnough = await trainOrder();
    await accept(onTimeEnough.orderId);
    await report(60);
    expect((await details(onTimeEnough.orderId, onTimeEnough.customer.headers)).canCancel).toBe(false);
    const refused = await k.post(orderPaths.cancel(onTimeEnough.orderId), onTimeEnough.customer.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'The restaurant has already accepted this order. A train order can be cancelled after that only while the train runs more than 60 minutes late.',
    );

    const sent = await trainOrder();
    await accept(sent.orderId);
    await dispatch(sent.orderId);
    await report(90);
    expect((await details(sent.orderId, sent.customer.headers)).canCancel).toBe(false);
    const tooLate = await k.post(orderPaths.cancel(sent.orderId), sent.customer.headers, {});
    expect(tooLate.statusCode).toBe(409);
    expect(errorOf(tooLate).message).toBe(
      'The restaurant has already accepted this order, so it can no longer be cancelled.',
    );
    expect(await refundsOf(sent.orderId)).toHaveLength(0);
  });

  it('does not let another customer cancel the order (404), and leaves address orders as they were', async () => {
    const { orderId } = await trainOrder();
    await accept(orderId);
    await report(120);
    const stranger = await k.customer();
    expect((await k.post(orderPaths.cancel(orderId), stranger.headers, {})).statusCode).toBe(404);
    // An accepted address order is never cancelled by its customer, however late any train runs.
    const address = await k.paidOrder();
    await accept(address.orderId);
    expect((await details(address.orderId, address.customer.headers)).trainRun).toBeNull();
    const refused = await k.post(orderPaths.cancel(address.orderId), address.customer.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'The restaurant has already accepted this order, so it can no longer be cancelled.',
    );
  });
});
