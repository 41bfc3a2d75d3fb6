import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@railbite/contract/orders';
import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { adminPaths } from '@railbite/contract/paths';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { createSeatKit, ndlsArrival, sundayNoon } from '../orders/train-seat-test-kit.ts';
import type { SeatKit } from '../orders/train-seat-test-kit.ts';

let k: SeatKit;
beforeAll(async () => {
  k = await createSeatKit();
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

type ErrorBody = { error: { code: string; message: string } };
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;

async function codeOf(orderId: string) {
  const [row] = await k.t.database.db
    .select()
    .from(orderTrainTargets)
    .where(eq(orderTrainTargets.orderId, orderId));
  return row!;
}

/** A paid seat order at Biryani Junction, accepted and handed over: out for delivery. */
async function seatOrderOnItsWay() {
  const placed = await k.paidSeatOrder();
  const accepted = await k.post(paths.accept(placed.orderId), k.partner.headers, { preparationMinutes: 20 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const dispatched = await k.post(paths.dispatch(placed.orderId), k.partner.headers, {
    deliveryPersonName: 'Suresh Kumar',
    deliveryPersonPhone: '9811122233',
  });
  expect(dispatched.statusCode, dispatched.body).toBe(200);
  return { ...placed, code: (await codeOf(placed.orderId)).deliveryCode };
}

const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');
const deliver = (orderId: string, body: object, headers = k.partner.headers) =>
  k.post(paths.deliver(orderId), headers, body);

describe('a train order on the kitchen board', () => {
  it('shows the train, station, arrival, coach and berth, a masked passenger, and never the code', async () => {
    const { orderId } = await k.paidSeatOrder({ passengerName: 'Meera Iyer' });
    const response = await k.get(
      `${paths.orders}?restaurantId=${String(k.biryaniJunction)}`,
      k.partner.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PartnerOrdersResponse>();
    const view = body.data.find((order) => order.orderId === orderId);
    expect(view?.train).toEqual({
      trainNumber: '22222',
      trainName: 'NIGHT MAIL',
      station: { code: 'NDLS', name: 'New Delhi' },
      coach: 'B2',
      berth: 34,
      passengerFirstName: 'Meera',
      passengerMobileMasked: '98XXXXXX10',
      scheduledArrival: { at: ndlsArrival.toISOString(), date: '2026-12-08', time: '23:00' },
      expectedArrival: { at: ndlsArrival.toISOString(), date: '2026-12-08', time: '23:00' },
      deliveryCodeTriesLeft: 5,
    });
    expect(JSON.stringify(view)).not.toContain('9876543210');
    expect(Object.keys(view!)).not.toContain('deliveryCode');
  });
});

describe('POST partner/deliver-order for a train order', () => {
  it('refuses without the code (400) and with a wrong one (422, counted), then delivers with the right one', async () => {
    const { orderId, code, customer } = await seatOrderOnItsWay();
    const missing = await deliver(orderId, {});
    expect(missing.statusCode, missing.body).toBe(400);
    expect(errorOf(missing).code).toBe(trainOrderErrorCodes.deliveryCodeRequired);

    const wrong = await deliver(orderId, { deliveryCode: wrongCodeFor(code) });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(errorOf(wrong)).toMatchObject({
      code: trainOrderErrorCodes.deliveryCodeWrong,
      message: expect.stringContaining('4 tries left') as string,
    });
    expect((await codeOf(orderId)).deliveryCodeFailures).toBe(1);
    expect((await k.details(customer, orderId)).orderStatus).toBe('out for delivery');

    const malformed = await deliver(orderId, { deliveryCode: '12a4' });
    expect(malformed.statusCode).toBe(400);

    const right = await deliver(orderId, { deliveryCode: code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<{ data: PartnerOrder }>().data.status).toBe('delivered');
    const details: OrderDetails = await k.details(customer, orderId);
    expect(details.orderStatus).toBe('delivered');
    // Delivered: the code has done its work and is no longer shown.
    expect(details.deliveryCode).toBeNull();
  });

  it('locks the order after 5 wrong codes: even the right code is then refused (423)', async () => {
    const { orderId, code, customer } = await seatOrderOnItsWay();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await deliver(orderId, { deliveryCode: wrongCodeFor(code) })).statusCode).toBe(422);
    const fifth = await deliver(orderId, { deliveryCode: wrongCodeFor(code) });
    expect(fifth.statusCode).toBe(423);
    expect(errorOf(fifth).code).toBe(trainOrderErrorCodes.deliveryCodeLocked);
    const right = await deliver(orderId, { deliveryCode: code });
    expect(right.statusCode).toBe(423);
    expect(errorOf(right).message).toContain('Contact RailBite support');
    expect((await codeOf(orderId)).deliveryCodeFailures).toBe(5);
    expect((await k.details(customer, orderId)).orderStatus).toBe('out for delivery');
  });

  it("answers 404 to another restaurant's partner without counting, 403 to a customer", async () => {
    const { orderId, code, customer } = await seatOrderOnItsWay();
    const other = await deliver(orderId, { deliveryCode: wrongCodeFor(code) }, k.otherPartner.headers);
    expect(other.statusCode).toBe(404);
    const byCustomer = await deliver(orderId, { deliveryCode: code }, customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect((await codeOf(orderId)).deliveryCodeFailures).toBe(0);
  });

  it('does not count codes for an order not yet out for delivery (the lifecycle refuses it)', async () => {
    const { orderId } = await k.paidSeatOrder();
    const response = await deliver(orderId, { deliveryCode: '0000' });
    expect(response.statusCode).toBe(409);
    expect((await codeOf(orderId)).deliveryCodeFailures).toBe(0);
  });

  it('still delivers an address order without a code', async () => {
    const { orderId } = await k.paidOrder();
    await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 20 });
    await k.post(paths.dispatch(orderId), k.partner.headers, {
      deliveryPersonName: 'Suresh Kumar',
      deliveryPersonPhone: '9811122233',
    });
    const response = await deliver(orderId, {});
    expect(response.statusCode, response.body).toBe(200);
  });

  it("never gives the code to support: an admin's cancellation answers the details without it", async () => {
    const { orderId } = await k.paidSeatOrder();
    const response = await k.post(adminPaths.cancelOrder(orderId), k.admin.headers, {
      reason: 'Passenger asked support to cancel',
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ data: OrderDetails }>().data;
    expect(details.train?.coach).toBe('B2');
    expect(details.deliveryCode).toBeNull();
  });
});
