import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IssueDeliveryCodeResponse } from '@railbite/contract/admin';
import { supportOrderErrorCodes } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { orderEvents } from '../../db/schema/orders.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import type { OrderDetails } from '@railbite/contract/orders';
import { openEventStream } from '../../testing/event-stream-client.ts';
import { staffAccount } from '../../testing/staff.ts';
import { sundayNoon } from '../orders/train-seat-test-kit.ts';
import { deliveryCodeIssuedReason } from './support-orders.service.ts';
import { createSupportOrdersKit } from './support-orders-test-kit.ts';
import type { SupportOrdersKit } from './support-orders-test-kit.ts';

let k: SupportOrdersKit;
beforeAll(async () => {
  // A small budget, so that using it up takes a few requests.
  k = await createSupportOrdersKit({ deliveryCodeIssueRateLimit: { points: 12, durationSeconds: 3600 } });
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;
const issue = (orderId: string, headers: Record<string, string> = k.admin.headers, body: object = {}) =>
  k.post(adminPaths.deliveryCode(orderId), headers, body);

describe('POST admin/orders/{orderId}/delivery-code', () => {
  it('gives a locked seat order a new code: the old one is refused, the new one delivers', async () => {
    const { orderId, oldCode, customer } = await k.lockedSeatOrder();
    const response = await issue(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<IssueDeliveryCodeResponse>();
    expect(body.codeSentTo).toBe('98XXXXXX10');
    expect(body.data.seatDeliveryCode).toEqual({ failures: 0, locked: false, canIssueNew: false });
    expect(body.data.order.deliveryCode).toBeNull();

    const { deliveryCode: newCode, deliveryCodeFailures } = await k.seatTarget(orderId);
    expect(newCode).toMatch(/^\d{4}$/);
    expect(newCode).not.toBe(oldCode);
    expect(deliveryCodeFailures).toBe(0);
    expect(response.body).not.toContain(`"${newCode}"`);

    // Recorded as an event in the order's status, with the admin who issued it.
    const [event] = await k.t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, deliveryCodeIssuedReason)));
    expect(event).toMatchObject({
      actor: 'admin',
      actorUserId: k.admin.userId,
      fromStatus: 'out for delivery',
      status: 'out for delivery',
    });
    // The passenger is texted the new code, once, under a key of its own.
    const texts = await k.t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.idempotencyKey, `delivery-code:${orderId}:${String(event!.id)}`));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ purpose: 'delivery_code', toMobile: '9876543210' });
    expect(texts[0]!.body).toContain(`is ${newCode}.`);

    // The customer's order page reads the new code (its live stream announces the event).
    const details = await k.details(customer, orderId);
    expect(details.deliveryCode).toBe(newCode);
    expect(details.lastEventId).toBe(event!.id);
    expect(details.statusHistory.at(-1)?.status).toBe('out for delivery');

    const old = await k.deliver(orderId, oldCode);
    expect(old.statusCode, old.body).toBe(422);
    const delivered = await k.deliver(orderId, newCode);
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('reaches the customer’s open order page live: its stream sends the details with the new code', async () => {
    const { orderId, oldCode, customer } = await k.lockedSeatOrder();
    if (!k.t.app.server.listening) await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = k.t.app.server.address() as AddressInfo;
    const stream = await openEventStream(port, `/api/orders/${orderId}/events`, customer.headers);
    try {
      const [initial] = await stream.nextMessages<OrderDetails>(1);
      expect(initial?.data.deliveryCode).toBe(oldCode);
      expect((await issue(orderId)).statusCode).toBe(200);
      const [update] = await stream.nextMessages<OrderDetails>(1);
      const { deliveryCode: newCode } = await k.seatTarget(orderId);
      expect(update?.data.deliveryCode).toBe(newCode);
      expect(update?.data.orderStatus).toBe('out for delivery');
    } finally {
      stream.close();
    }
  });

  it('draws a different code each time the order locks again, each texted under its own key', async () => {
    const { orderId } = await k.lockedSeatOrder();
    expect((await issue(orderId)).statusCode).toBe(200);
    const first = (await k.seatTarget(orderId)).deliveryCode;
    for (let attempt = 1; attempt <= 5; attempt += 1) await k.deliver(orderId, k.wrongCodeFor(first));
    expect((await issue(orderId)).statusCode).toBe(200);
    expect((await k.seatTarget(orderId)).deliveryCode).not.toBe(first);
    const texts = await k.t.database.db
      .select({ key: smsOutbox.idempotencyKey })
      .from(smsOutbox)
      .where(eq(smsOutbox.purpose, 'delivery_code'));
    expect(texts.filter(({ key }) => key.startsWith(`delivery-code:${orderId}:`))).toHaveLength(2);
  });

  it('refuses with 409 what has no locked code to replace', async () => {
    const address = await k.addressOrderOnItsWay();
    const notSeat = await issue(address.orderId);
    expect(notSeat.statusCode).toBe(409);
    expect(errorOf(notSeat)).toMatchObject({
      code: supportOrderErrorCodes.notSeatOrder,
      message: 'This order goes to an address, so it has no delivery code.',
    });

    const confirmed = await k.paidSeatOrder();
    const notOnItsWay = await issue(confirmed.orderId);
    expect(notOnItsWay.statusCode).toBe(409);
    expect(errorOf(notOnItsWay)).toMatchObject({
      code: supportOrderErrorCodes.notOutForDelivery,
      message:
        'This order is confirmed: a new delivery code can only be issued while it is out for delivery.',
    });

    const locked = await k.lockedSeatOrder();
    await k.post(adminPaths.cancelOrder(locked.orderId), k.admin.headers, { reason: 'Passenger left' });
    const cancelled = await issue(locked.orderId);
    expect(cancelled.statusCode).toBe(409);
    expect(errorOf(cancelled).code).toBe(supportOrderErrorCodes.notOutForDelivery);

    const onItsWay = await k.paidSeatOrder();
    await k.onItsWay(onItsWay.orderId);
    const { deliveryCode } = await k.seatTarget(onItsWay.orderId);
    await k.deliver(onItsWay.orderId, k.wrongCodeFor(deliveryCode));
    const notLocked = await issue(onItsWay.orderId);
    expect(notLocked.statusCode).toBe(409);
    expect(errorOf(notLocked)).toMatchObject({
      code: supportOrderErrorCodes.deliveryCodeNotLocked,
      message: expect.stringContaining('not locked (1 of 5 wrong tries)') as string,
    });
    expect((await k.seatTarget(onItsWay.orderId)).deliveryCode).toBe(deliveryCode);
  });

  it('refuses a body with fields (400), a malformed id (400) and an unknown order (404)', async () => {
    const { orderId } = await k.lockedSeatOrder();
    const extra = await issue(orderId, k.admin.headers, { deliveryCode: '1234' });
    expect(extra.statusCode).toBe(400);
    expect((await issue('not-an-order')).statusCode).toBe(400);
    expect((await issue('ORDAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await k.seatTarget(orderId)).deliveryCodeFailures).toBe(5);
  });

  it('is for support only: 401 without a session, 403 for the customer and the partner', async () => {
    const { orderId, customer, oldCode } = await k.lockedSeatOrder();
    expect((await k.post(adminPaths.deliveryCode(orderId), undefined)).statusCode).toBe(401);
    expect((await issue(orderId, customer.headers)).statusCode).toBe(403);
    expect((await issue(orderId, k.partner.headers)).statusCode).toBe(403);
    expect((await k.seatTarget(orderId)).deliveryCode).toBe(oldCode);
  });

  it('limits each admin’s new codes (each texts someone): 429 with Retry-After once the budget is spent', async () => {
    const admin = await staffAccount(k.t, 'admin');
    const { orderId } = await k.addressOrderOnItsWay();
    for (let request = 1; request <= 12; request += 1)
      expect((await issue(orderId, admin.headers)).statusCode).toBe(409);
    const limited = await issue(orderId, admin.headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another admin's budget is their own.
    expect((await issue(orderId)).statusCode).toBe(409);
  });
});
