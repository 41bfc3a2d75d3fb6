import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiPaths } from '@railbite/contract/paths';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createSupportOrdersKit } from '../admin/support-orders-test-kit.ts';
import type { SupportOrdersKit } from '../admin/support-orders-test-kit.ts';
import { ndlsArrival, sundayNoon } from '../orders/train-seat-test-kit.ts';

// Issue 18: a seat order's passenger is texted its delivery code once the order is confirmed.
let k: SupportOrdersKit;
beforeAll(async () => {
  k = await createSupportOrdersKit();
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

const codeTexts = (orderId: string) =>
  k.t.database.db
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.purpose, 'delivery_code'),
        eq(smsOutbox.idempotencyKey, `delivery-code:${orderId}:confirmed`),
      ),
    );

describe('the delivery code by text', () => {
  it('texts the passenger’s number the code once, when the notifier meets the confirmation', async () => {
    const { orderId } = await k.paidSeatOrder({ passengerMobile: '91234 56789' });
    expect(await codeTexts(orderId)).toEqual([]);
    await k.t.app.sweeper.runOnce();
    await k.t.app.sweeper.runOnce();

    const { deliveryCode } = await k.seatTarget(orderId);
    const texts = await codeTexts(orderId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ purpose: 'delivery_code', toMobile: '9123456789' });
    expect(texts[0]!.body).toBe(
      `RailBite: the delivery code for order ${orderId} is ${deliveryCode}. Tell it only to the delivery person who brings the food to your seat. If we text you a new code, only the newest works.`,
    );
    // Worth sending until an hour after the train is due at the station.
    expect(texts[0]!.sendBy).toEqual(new Date(ndlsArrival.getTime() + 60 * 60 * 1000));
  });

  it('is sent whatever the account’s switches say: it is what the food is handed over for', async () => {
    const customer = await k.customerWithCart();
    const switches = await k.t.app.inject({
      method: 'PUT',
      url: apiPaths.account.notificationPreferences,
      headers: customer.headers,
      payload: {
        orderUpdates: false,
        offersAndPromotions: false,
        restaurantUpdates: false,
        email: false,
        sms: false,
      },
    });
    expect(switches.statusCode, switches.body).toBe(200);
    const response = await k.orderToSeat(customer);
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
    await k.settledOnSandbox(redirectUrl, 'pay');
    await k.t.app.sweeper.runOnce();
    expect(await codeTexts(orderId)).toHaveLength(1);
  });

  it('sends none for an address order, or for a seat order cancelled before the notifier ran', async () => {
    const address = await k.paidOrder();
    const cancelled = await k.paidSeatOrder();
    const cancel = await k.post(adminPaths.cancelOrder(cancelled.orderId), k.admin.headers, {
      reason: 'Passenger left the train at Kanpur',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await k.t.app.sweeper.runOnce();
    expect(await codeTexts(cancelled.orderId)).toEqual([]);
    expect(
      await k.t.database.db
        .select()
        .from(smsOutbox)
        .where(
          and(
            eq(smsOutbox.purpose, 'delivery_code'),
            eq(smsOutbox.idempotencyKey, `delivery-code:${address.orderId}:confirmed`),
          ),
        ),
    ).toEqual([]);
  });
});
