import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@railbite/contract/paths';
import { orderPaths } from '@railbite/contract/paths/orders';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { orderEvents } from '../../db/schema/orders.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';
import { createSmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { createNotifierRepository } from './notifier.repository.ts';
import { createNotifierSweep } from './notifier.sweep.ts';
import { createPushOutboxRepository } from './push-outbox.repository.ts';
import { createPushOutboxSweep, pushClaimLeaseMs } from './push-outbox.sweep.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { createVapidKeySource } from './vapid-keys.ts';
import { createWebPushSender } from './web-push-sender.ts';
import { startFakePushService } from './web-push-fake.ts';
import type { FakePushService } from './web-push-fake.ts';

const silent = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as never;

let k: PartnerKit;
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
  k = await createPartnerKit(
    {},
    {
      push: {
        vapidKeys: null,
        subject: 'mailto:push@railbite.test',
        extraOrigins: [service.origin],
        timeoutMs: 2000,
      },
    },
  );
});
afterAll(async () => {
  await k.t.close();
  await service.close();
});

let devices = 0;
type Headers = Record<string, string>;
/** Registers a new browser of this customer at the fake push service; answers its endpoint. */
async function device(headers: Headers): Promise<string> {
  devices += 1;
  const fcmToken = service.subscribe(`device-${String(devices)}`);
  const response = await k.post(apiPaths.auth.validateAndUpdateFcm, headers, {
    fcmToken,
    deviceId: `device_notifier${String(devices)}_${String(1764374400000 + devices)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return fcmToken.endpoint;
}

/** What reached one device, decrypted, in order. */
const shownOn = (endpoint: string) =>
  service.received
    .filter((push) => endpoint.endsWith(push.path))
    .map((push) => JSON.parse(push.payload) as { title: string; body: string; url: string; tag: string });
const smsTo = (mobile: string) =>
  k.t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, mobile));

async function setSwitches(headers: Headers, switches: Partial<Record<string, boolean>>) {
  const response = await k.t.app.inject({
    method: 'PUT',
    url: apiPaths.account.notificationPreferences,
    headers,
    payload: {
      orderUpdates: true,
      offersAndPromotions: true,
      restaurantUpdates: true,
      email: true,
      sms: true,
      ...switches,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the notifier, from order events to the customer’s devices', () => {
  it('tells every device of the customer the order is confirmed, then accepted with its time', async () => {
    const { orderId, customer } = await k.paidOrder();
    const phone = await device(customer.headers);
    const laptop = await device(customer.headers);
    await k.t.app.sweeper.runOnce();
    const url = `/track-order?orderId=${orderId}`;
    for (const endpoint of [phone, laptop])
      expect(shownOn(endpoint)).toEqual([
        {
          title: 'Order confirmed',
          body: 'Biryani Junction has your order. We will tell you when they accept it.',
          url,
          tag: expect.stringMatching(/^order-event:\d+$/) as string,
        },
      ]);

    expect(
      (await k.post(partnerPaths.accept(orderId), k.partner.headers, { preparationMinutes: 20 })).statusCode,
    ).toBe(200);
    await k.t.app.sweeper.runOnce();
    expect(shownOn(phone).map((shown) => shown.title)).toEqual(['Order confirmed', 'Order accepted']);
    expect(shownOn(phone)[1]?.body).toMatch(
      /^Biryani Junction is preparing your order\. Ready in about 20 min\. With you by \d/,
    );
    // The accepted order is worth a text too; the confirmation is not.
    const texts = await smsTo(customer.mobile);
    expect(texts.map((text) => [text.purpose, text.body.slice(0, 33)])).toEqual([
      ['order_update', 'RailBite: Order accepted. Biryani'],
    ]);
    // Nothing more on a later pass.
    const before = service.received.length;
    await k.t.app.sweeper.runOnce();
    expect(service.received.length).toBe(before);
    expect(service.rejected).toEqual([]);
  });

  it('obeys the switches: order updates off sends nothing, SMS off sends only the push', async () => {
    const quiet = await k.paidOrder();
    const quietDevice = await device(quiet.customer.headers);
    await setSwitches(quiet.customer.headers, { orderUpdates: false });
    const noTexts = await k.paidOrder();
    const noTextsDevice = await device(noTexts.customer.headers);
    await setSwitches(noTexts.customer.headers, { sms: false });
    await k.post(partnerPaths.accept(quiet.orderId), k.partner.headers, { preparationMinutes: 15 });
    await k.post(partnerPaths.accept(noTexts.orderId), k.partner.headers, { preparationMinutes: 15 });
    await k.t.app.sweeper.runOnce();
    expect(shownOn(quietDevice)).toEqual([]);
    expect(await smsTo(quiet.customer.mobile)).toEqual([]);
    expect(shownOn(noTextsDevice).map((shown) => shown.title)).toEqual(['Order confirmed', 'Order accepted']);
    expect(await smsTo(noTexts.customer.mobile)).toEqual([]);
    const events = await k.t.database.db
      .select({ notifiedAt: orderEvents.notifiedAt })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [quiet.orderId, noTexts.orderId]));
    expect(events.every((event) => event.notifiedAt !== null)).toBe(true);
  });

  it('says nothing of the customer’s own cancellation, and tells them when the refund is done', async () => {
    const { orderId, customer } = await k.paidOrder();
    await k.t.app.sweeper.runOnce(); // the confirmation, before this device existed
    const phone = await device(customer.headers);
    expect((await k.post(orderPaths.cancel(orderId), customer.headers, {})).statusCode).toBe(200);
    await k.t.app.sweeper.runOnce(); // the refund goes through the sandbox
    await k.t.app.sweeper.runOnce(); // and the notifier sees it succeeded
    expect(shownOn(phone).map((shown) => shown.title)).toEqual(['Refund done']);
    expect(shownOn(phone)[0]?.body).toMatch(
      /^₹[\d.]+ for your order from Biryani Junction is back with your bank/,
    );
  });

  it('removes a subscription the push service no longer knows (410), with its messages', async () => {
    const { customer } = await k.paidOrder();
    const endpoint = await device(customer.headers);
    const [subscription] = await k.t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    service.answerNext(410);
    await k.t.app.sweeper.runOnce();
    expect(shownOn(endpoint)).toEqual([]);
    expect(
      await k.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    expect(
      await k.t.database.db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.subscriptionId, subscription?.id ?? 0)),
    ).toEqual([]);
  });

  it('retries a push service outage with backoff', async () => {
    const { customer } = await k.paidOrder();
    const endpoint = await device(customer.headers);
    service.answerNext(503);
    await k.t.app.sweeper.runOnce();
    expect(shownOn(endpoint)).toEqual([]);
    const [row] = await k.t.database.db
      .select()
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.push_outbox).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'push service answered HTTP 503',
    });
    await k.t.app.sweeper.runOnce(); // not due yet
    expect(shownOn(endpoint)).toEqual([]);
    k.t.clock.advance(5_000);
    await k.t.app.sweeper.runOnce();
    expect(shownOn(endpoint).map((shown) => shown.title)).toEqual(['Order confirmed']);
  });

  it('plans nothing for news more than an hour old', async () => {
    const { customer } = await k.paidOrder();
    const endpoint = await device(customer.headers);
    k.t.clock.advance(61 * 60_000);
    await k.t.app.sweeper.runOnce(); // the confirmation is stale; the accept timeout rejects the order
    await k.t.app.sweeper.runOnce(); // and its refund settles
    expect(shownOn(endpoint).map((shown) => shown.title)).toEqual(['Order not accepted', 'Refund done']);
    expect(shownOn(endpoint)[0]?.body).toBe(
      'Biryani Junction could not take your order: The restaurant did not accept the order in time. Your money is on its way back.',
    );
  });
});

describe('a crash never loses or doubles a message', () => {
  function parts() {
    const db = k.t.database.db;
    const subscriptions = createPushSubscriptionsRepository(db);
    const outbox = createPushOutboxRepository(db);
    const sender = createWebPushSender({
      keys: createVapidKeySource({ vapidKeys: null }, db, k.t.clock),
      subject: 'mailto:push@railbite.test',
      timeoutMs: 2000,
    });
    return { db, subscriptions, outbox, sender };
  }

  it('a notifier that dies before its commit leaves the event to plan again, once', async () => {
    const { db, subscriptions } = parts();
    const { customer } = await k.paidOrder();
    const endpoint = await device(customer.headers);
    await k.post(partnerPaths.accept((await k.paidOrder()).orderId), k.partner.headers, {
      preparationMinutes: 10,
    });
    const sms = createSmsOutboxRepository(db);
    let crash = true;
    const notifier = (smsOutbox: Pick<typeof sms, 'enqueue'>) =>
      createNotifierSweep({
        clock: k.t.clock,
        repository: createNotifierRepository(db),
        subscriptions,
        smsOutbox,
        smsOrderUpdates: true,
        smsDeliveryCodes: true,
        log: silent,
      });
    const dying = notifier({
      enqueue: async (message, tx) => {
        await sms.enqueue(message, tx);
        if (crash) throw new Error('process killed');
      },
    });
    await expect(dying.run()).rejects.toThrow('process killed');
    const planned = () =>
      db
        .select({ key: pushOutbox.idempotencyKey })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(await planned()).toEqual([]);
    crash = false;
    expect(await dying.run()).toBeGreaterThan(0);
    expect(await notifier(sms).run()).toBe(0);
    expect(await planned()).toHaveLength(1);
  });

  it('a sender that dies after claiming leaves the message to a later run, sent once', async () => {
    const { db, subscriptions, outbox, sender } = parts();
    const { customer } = await k.paidOrder();
    const endpoint = await device(customer.headers);
    const pushes = createPushOutboxSweep({ clock: k.t.clock, sender, outbox, subscriptions, log: silent });
    const notifier = createNotifierSweep({
      clock: k.t.clock,
      repository: createNotifierRepository(db),
      subscriptions,
      smsOutbox: createSmsOutboxRepository(db),
      smsOrderUpdates: true,
      smsDeliveryCodes: true,
      log: silent,
    });
    await notifier.run();
    // A sweeper claims the due messages, then its process is killed before it sends any.
    const claimed = await outbox.claimDue(k.t.clock.now(), 100, pushClaimLeaseMs);
    expect(claimed.some((row) => row.target.endpoint === endpoint)).toBe(true);
    await pushes.run();
    expect(shownOn(endpoint)).toEqual([]);
    k.t.clock.advance(pushClaimLeaseMs);
    await pushes.run();
    await pushes.run();
    expect(shownOn(endpoint).map((shown) => shown.title)).toEqual(['Order confirmed']);
  });
});
