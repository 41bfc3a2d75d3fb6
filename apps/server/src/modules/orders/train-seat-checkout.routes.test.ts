import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InitOrderResponse, OrderHistoryResponse } from '@railbite/contract/orders';
import { coachMessage, berthMessage } from '@railbite/contract/train-rules';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orders } from '../../db/schema/orders.ts';
import { trainRuns } from '../../db/schema/train-runs.ts';
import { createSeatKit, ndlsArrival, sundayNoon } from './train-seat-test-kit.ts';
import type { SeatKit } from './train-seat-test-kit.ts';

let k: SeatKit;
beforeAll(async () => {
  k = await createSeatKit();
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

type ErrorBody = { error: { code: string; message: string; details?: { fields?: { field: string }[] } } };
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;

const orderCount = async () => (await k.t.database.db.select({ n: count() }).from(orders))[0]!.n;

/** A refusal with its status, code and a message saying what to do; nothing is written or charged. */
async function expectRefusal(
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  message: string,
) {
  const before = await orderCount();
  const deliveries = k.deliveries.length;
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response)).toMatchObject({ code, message: expect.stringContaining(message) as string });
  expect(await orderCount()).toBe(before);
  expect(k.deliveries.length).toBe(deliveries);
}

describe('POST init-order to a train seat', () => {
  it('places the order for the seat, promising the scheduled arrival, with a delivery code once paid', async () => {
    const customer = await k.customerWithCart();
    const response = await k.orderToSeat(customer, { alternateMobile: '+91 91234 56789' });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<InitOrderResponse>();

    const [stored] = await k.t.database.db
      .select()
      .from(orderTrainTargets)
      .where(eq(orderTrainTargets.orderId, orderId));
    expect(stored).toMatchObject({
      trainNumber: '22222',
      boardingDate: '2026-12-07',
      startDate: '2026-12-07',
      boardingStationCode: 'HWH',
      stationCode: 'NDLS',
      coach: 'B2',
      berth: 34,
      passengerMobile: '9876543210',
      alternateMobile: '9123456789',
      scheduledArrivalAt: ndlsArrival,
      expectedArrivalAt: ndlsArrival,
      deliveryCodeFailures: 0,
    });
    expect(stored!.deliveryCode).toMatch(/^\d{4}$/);

    // Not paid yet: the seat shows, the code does not.
    const unpaid = await k.details(customer, orderId);
    expect(unpaid.deliveryCode).toBeNull();

    await k.settledOnSandbox(redirectUrl, 'pay');
    const details = await k.details(customer, orderId);
    expect(details.orderStatus).toBe('confirmed');
    expect(details.deliveryCode).toBe(stored!.deliveryCode);
    expect(details.train).toMatchObject({
      trainNumber: '22222',
      trainName: 'NIGHT MAIL',
      boardingStation: { code: 'HWH', name: 'Howrah Junction' },
      station: { code: 'NDLS', name: 'New Delhi' },
      coach: 'B2',
      berth: 34,
      passengerName: 'Meera Iyer',
      scheduledArrival: { at: ndlsArrival.toISOString(), date: '2026-12-08', time: '23:00' },
      expectedArrival: { at: ndlsArrival.toISOString(), date: '2026-12-08', time: '23:00' },
    });
    // The promise is the train's arrival, not a window from the moment of payment.
    expect(details.promisedFrom).toBe(ndlsArrival.toISOString());
    expect(details.promisedBy).toBe(ndlsArrival.toISOString());
    expect(details.deliverTimeMin).toBeNull();
    expect(details.deliveryAddress).toContain('Coach B2, berth 34');

    const history = await k.get('/api/orders/get-orders-history', customer.headers);
    const entry = history.json<OrderHistoryResponse>().data.find((row) => row.orderId === orderId);
    expect(entry?.train?.station.code).toBe('NDLS');
    expect(entry?.deliveryCode).toBe(stored!.deliveryCode);
  });

  it("answers 404 for another customer's train order, and never shows them its code", async () => {
    const { orderId } = await k.paidSeatOrder();
    const stranger = await k.customer();
    const response = await k.get(`/api/orders/get-order-details/${orderId}`, stranger.headers);
    expect(response.statusCode).toBe(404);
    const history = await k.get('/api/orders/get-orders-history', stranger.headers);
    expect(history.json<OrderHistoryResponse>().data).toEqual([]);
  });

  it('takes a seat boarded on day 2 of the run (the halt crosses midnight) and a stop on day 2', async () => {
    // Boarding at DDU leaves at 00:03 on Tuesday: that run left Howrah on Monday.
    const customer = await k.customerWithCart();
    const response = await k.orderToSeat(customer, {
      boardingDate: '2026-12-08',
      boardingStationCode: 'DDU',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json<InitOrderResponse>();
    const details = await k.details(customer, orderId);
    expect(details.train).toMatchObject({
      boardingDate: '2026-12-08',
      startDate: '2026-12-07',
      scheduledArrival: { date: '2026-12-08', time: '23:00' },
    });
  });

  it('refuses a train that does not run that day, naming the days it runs', async () => {
    const customer = await k.customerWithCart();
    await expectRefusal(
      () => k.orderToSeat(customer, { boardingDate: '2026-12-08' }),
      400,
      trainOrderErrorCodes.trainNotRunning,
      'Mondays only',
    );
    // Boarding at DDU on Monday would be Sunday's run, which does not exist.
    await expectRefusal(
      () => k.orderToSeat(customer, { boardingDate: '2026-12-07', boardingStationCode: 'DDU' }),
      400,
      trainOrderErrorCodes.trainNotRunning,
      'Choose',
    );
  });

  it('refuses an unknown train (404), a station off the route and one before boarding (400)', async () => {
    const customer = await k.customerWithCart();
    await expectRefusal(
      () => k.orderToSeat(customer, { trainNumber: '99999' }),
      404,
      trainOrderErrorCodes.trainNotFound,
      'no train 99999',
    );
    await expectRefusal(
      () => k.orderToSeat(customer, { stationCode: 'MAO' }),
      400,
      trainOrderErrorCodes.stationNotOnRoute,
      'does not stop at MAO',
    );
    await expectRefusal(
      () =>
        k.orderToSeat(customer, {
          boardingDate: '2026-12-08',
          boardingStationCode: 'ET',
          stationCode: 'DDU',
        }),
      400,
      trainOrderErrorCodes.stationNotAhead,
      'Choose a station after your boarding station',
    );
    await expectRefusal(
      () => k.orderToSeat(customer, { boardingStationCode: 'NDLS' }),
      400,
      trainOrderErrorCodes.stationNotOnRoute,
      'ends at New Delhi',
    );
  });

  it('refuses a restaurant that does not serve the station', async () => {
    const customer = await k.customerWithCart();
    await expectRefusal(
      () => k.orderToSeat(customer, { stationCode: 'ET' }),
      409,
      trainOrderErrorCodes.restaurantNotAtStation,
      'Order from a restaurant listed for Itarsi Junction',
    );
  });

  it('refuses a restaurant closed at the arrival time though open now', async () => {
    const dish = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await k.setKitchen(dish.restaurantId, { opensAt: '08:00', closesAt: '22:30' });
    try {
      const customer = await k.customerWithCart(dish);
      await expectRefusal(
        () => k.orderToSeat(customer),
        409,
        trainOrderErrorCodes.closedAtArrival,
        'open 08:00–22:30',
      );
    } finally {
      await k.setKitchen(dish.restaurantId, { opensAt: '00:00', closesAt: '23:59' });
    }
  });

  it('refuses a restaurant switched off now, as any checkout (nothing charged)', async () => {
    const dish = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    const customer = await k.customerWithCart(dish);
    await k.setKitchen(dish.restaurantId, { isAcceptingOrders: false });
    try {
      await expectRefusal(() => k.orderToSeat(customer), 409, 'RESTAURANT_CLOSED', 'not taking orders');
    } finally {
      await k.setKitchen(dish.restaurantId, { isAcceptingOrders: true });
    }
  });

  it("takes an order exactly at the restaurant's order-by time and refuses it one second later", async () => {
    const dish = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await k.setKitchen(dish.restaurantId, { orderCutoffMinutes: 90 });
    try {
      const orderBy = new Date(ndlsArrival.getTime() - 90 * 60_000);
      const late = await k.customerWithCart(dish);
      k.t.clock.set(new Date(orderBy.getTime() + 1000));
      await expectRefusal(
        () => k.orderToSeat(late),
        409,
        trainOrderErrorCodes.orderByPassed,
        'took orders for New Delhi until 21:30 on 2026-12-08 (90 minutes',
      );
      k.t.clock.set(orderBy);
      const onTime = await k.orderToSeat(late);
      expect(onTime.statusCode, onTime.body).toBe(200);
    } finally {
      await k.setKitchen(dish.restaurantId, { orderCutoffMinutes: 60 });
    }
  });

  it('counts the order-by time from a reported delay, keeps the expected arrival, and refuses a cancelled run', async () => {
    const dish = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await k.setKitchen(dish.restaurantId, { orderCutoffMinutes: 90 });
    const run = { trainNumber: '22222', startDate: '2026-12-07' };
    try {
      // On time, ordering closed at 21:30; running 120 minutes late, it closes at 23:30.
      const orderBy = new Date(ndlsArrival.getTime() - 90 * 60_000);
      k.t.clock.set(new Date(orderBy.getTime() + 60 * 60_000));
      const late = await k.customerWithCart(dish);
      await expectRefusal(
        () => k.orderToSeat(late),
        409,
        trainOrderErrorCodes.orderByPassed,
        'scheduled arrival',
      );
      await k.t.database.db.insert(trainRuns).values({
        ...run,
        delayMinutes: 120,
        cancelled: false,
        source: 'admin',
        updatedAt: k.t.clock.now(),
      });
      const delayed = await k.orderToSeat(late);
      expect(delayed.statusCode, delayed.body).toBe(200);
      const [stored] = await k.t.database.db
        .select()
        .from(orderTrainTargets)
        .where(eq(orderTrainTargets.orderId, delayed.json<InitOrderResponse>().orderId));
      expect(stored).toMatchObject({
        scheduledArrivalAt: ndlsArrival,
        expectedArrivalAt: new Date(ndlsArrival.getTime() + 120 * 60_000),
      });

      await k.t.database.db
        .update(trainRuns)
        .set({ cancelled: true })
        .where(and(eq(trainRuns.trainNumber, run.trainNumber), eq(trainRuns.startDate, run.startDate)));
      const cancelled = await k.customerWithCart(dish);
      await expectRefusal(
        () => k.orderToSeat(cancelled),
        409,
        trainOrderErrorCodes.trainCancelled,
        'Train 22222 is cancelled on this date',
      );
    } finally {
      await k.t.database.db.delete(trainRuns);
      await k.setKitchen(dish.restaurantId, { orderCutoffMinutes: 60 });
    }
  });

  it('refuses a bad coach, berth or mobile with a message that says how to write it', async () => {
    const customer = await k.customerWithCart();
    const cases: [Record<string, unknown>, string][] = [
      [{ coach: 'B' }, coachMessage],
      [{ coach: '22' }, coachMessage],
      [{ coach: 'B2-' }, coachMessage],
      [{ berth: 0 }, berthMessage],
      [{ berth: 82 }, berthMessage],
      [{ berth: 3.5 }, berthMessage],
      [{ passengerMobile: '12345' }, 'valid 10-digit Indian mobile'],
      [{ alternateMobile: '555' }, 'valid 10-digit Indian mobile'],
      [{ passengerName: ' ' }, 'passenger’s name'],
      [{ boardingDate: '2026-02-30' }, 'the day you board'],
      [{ stationCode: 'N1' }, 'station code'],
    ];
    for (const [overrides, message] of cases)
      await expectRefusal(() => k.orderToSeat(customer, overrides), 400, 'VALIDATION_ERROR', message);
    // Lower-case coach and station codes are read as the ticket prints them.
    const fine = await k.orderToSeat(customer, { coach: 's7', stationCode: 'ndls' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses both targets at once, neither, an unknown seat field and address instructions with a seat', async () => {
    const customer = await k.customerWithCart();
    const send = (payload: Record<string, unknown>) =>
      k.t.app.inject({ method: 'POST', url: '/api/orders/init-order', headers: customer.headers, payload });
    await expectRefusal(
      () => k.orderToSeat(customer, {}, { addressId: customer.addressId }),
      400,
      'VALIDATION_ERROR',
      'either addressId or train',
    );
    await expectRefusal(() => send({ tip: 10 }), 400, 'VALIDATION_ERROR', 'addressId is required');
    await expectRefusal(
      () => k.orderToSeat(customer, { seatNumber: 4 }),
      400,
      'VALIDATION_ERROR',
      'Unknown field',
    );
    await expectRefusal(
      () => k.orderToSeat(customer, {}, { leaveAtDoor: true }),
      400,
      'VALIDATION_ERROR',
      'leave it out when ordering to a seat',
    );
  });
});
