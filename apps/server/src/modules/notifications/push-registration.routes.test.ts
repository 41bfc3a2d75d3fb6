import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@railbite/contract/paths';
import { pushSubscriptions, vapidKeys } from '../../db/schema/push.ts';
import { users } from '../../db/schema/users.ts';
import { registerCustomer } from '../../testing/customer.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { devicesPerUser } from './push-subscriptions.repository.ts';
import { startFakePushService } from './web-push-fake.ts';
import type { FakePushService } from './web-push-fake.ts';

let t: TestApp;
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({
    push: {
      vapidKeys: null,
      subject: 'mailto:push@railbite.test',
      extraOrigins: [service.origin],
      timeoutMs: 2000,
    },
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

let devices = 0;
const newDeviceId = () => {
  devices += 1;
  return `device_abc${String(devices).padStart(5, '0')}_${String(1764374400000 + devices)}`;
};

function register(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: apiPaths.auth.validateAndUpdateFcm,
    headers,
    payload: payload as object,
  });
}
async function userIdOf(mobile: string): Promise<number> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!user) throw new Error(`no user ${mobile}`);
  return user.id;
}
const errorOf = (response: LightMyRequestResponse) => response.json<{ error: { message: string } }>().error;
const rowsOfDevice = (deviceId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId));

describe('POST api/auth/validate-and-update-fcm', () => {
  it("stores the device's subscription for the logged-in user", async () => {
    const customer = await registerCustomer(t.app);
    const deviceId = newDeviceId();
    const fcmToken = service.subscribe('one');
    const response = await register(customer.headers, { fcmToken, deviceId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Push token updated' });
    const [row] = await rowsOfDevice(deviceId);
    expect(row).toMatchObject({
      endpoint: fcmToken.endpoint,
      p256dh: fcmToken.keys.p256dh,
      auth: fcmToken.keys.auth,
    });
    // Registering again (the 7-day refresh) keeps one row.
    expect((await register(customer.headers, { fcmToken, deviceId })).statusCode).toBe(200);
    expect(await rowsOfDevice(deviceId)).toHaveLength(1);
  });

  it("answers 'Token or Device ID is missing' when either is absent or empty", async () => {
    const customer = await registerCustomer(t.app);
    const fcmToken = service.subscribe('missing');
    for (const payload of [
      { deviceId: newDeviceId() },
      { fcmToken },
      { fcmToken, deviceId: '' },
      { fcmToken: null, deviceId: newDeviceId() },
      {},
    ]) {
      const response = await register(customer.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toBe('Token or Device ID is missing');
    }
  });

  it('rejects unknown fields, a malformed device id or keys, and a push service nobody uses', async () => {
    const customer = await registerCustomer(t.app);
    const fcmToken = service.subscribe('strict');
    const deviceId = newDeviceId();
    const cases: [unknown, string][] = [
      [{ fcmToken, deviceId, extra: 1 }, 'Unknown field: extra'],
      [{ fcmToken: { ...fcmToken, extra: 1 }, deviceId }, 'Unknown field: extra'],
      [{ fcmToken, deviceId: 'phone-1' }, 'Device ID is not valid'],
      [
        { fcmToken: { ...fcmToken, keys: { ...fcmToken.keys, auth: 'short' } }, deviceId },
        'auth is not a push key',
      ],
      [
        { fcmToken: { ...fcmToken, endpoint: 'not a url' }, deviceId },
        'The push endpoint must be an http(s) URL',
      ],
      [
        { fcmToken: { ...fcmToken, endpoint: 'https://internal.example/push' }, deviceId },
        'This browser’s push service is not supported',
      ],
      [
        { fcmToken: { ...fcmToken, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, deviceId },
        'This browser’s push service is not supported',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await register(customer.headers, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await rowsOfDevice(deviceId)).toEqual([]);
  });

  it('accepts the browsers’ own push services over https', async () => {
    const customer = await registerCustomer(t.app);
    const { keys } = service.subscribe('fcm');
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx1',
    ]) {
      const response = await register(customer.headers, {
        fcmToken: { endpoint, keys },
        deviceId: newDeviceId(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('needs a login', async () => {
    const response = await register({}, { fcmToken: service.subscribe('anon'), deviceId: newDeviceId() });
    expect(response.statusCode).toBe(401);
  });

  it('moves a device to whoever registers it next, and an endpoint to its newest device id', async () => {
    const first = await registerCustomer(t.app, 'Asha');
    const second = await registerCustomer(t.app, 'Vikram');
    const [firstId, secondId] = [await userIdOf(first.mobile), await userIdOf(second.mobile)];
    const deviceId = newDeviceId();
    const fcmToken = service.subscribe('shared');
    expect((await register(first.headers, { fcmToken, deviceId })).statusCode).toBe(200);
    expect((await rowsOfDevice(deviceId))[0]?.userId).toBe(firstId);
    expect((await register(second.headers, { fcmToken, deviceId })).statusCode).toBe(200);
    expect((await rowsOfDevice(deviceId)).map((row) => row.userId)).toEqual([secondId]);
    // The same browser with its local storage cleared: a new device id, the same endpoint.
    const newId = newDeviceId();
    expect((await register(first.headers, { fcmToken, deviceId: newId })).statusCode).toBe(200);
    expect(await rowsOfDevice(deviceId)).toEqual([]);
    const byEndpoint = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, fcmToken.endpoint));
    expect(byEndpoint.map((row) => [row.deviceId, row.userId])).toEqual([[newId, firstId]]);
  });

  it(`keeps a user's ${String(devicesPerUser)} most recent devices`, async () => {
    const customer = await registerCustomer(t.app);
    const ids: string[] = [];
    for (let i = 0; i <= devicesPerUser; i += 1) {
      const deviceId = newDeviceId();
      ids.push(deviceId);
      t.clock.advance(1000);
      expect(
        (await register(customer.headers, { fcmToken: service.subscribe(`many-${String(i)}`), deviceId }))
          .statusCode,
      ).toBe(200);
    }
    expect(await rowsOfDevice(ids[0] ?? '')).toEqual([]);
    expect(await rowsOfDevice(ids.at(-1) ?? '')).toHaveLength(1);
  });
});

describe('GET api/push/vapid-public-key', () => {
  it('answers one key pair, generated once and kept in the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: apiPaths.push.vapidPublicKey });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ data: { publicKey: string } }>().data;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    await t.restart();
    const again = await t.app.inject({ method: 'GET', url: apiPaths.push.vapidPublicKey });
    expect(again.json<{ data: { publicKey: string } }>().data.publicKey).toBe(publicKey);
    expect(await t.database.db.select({ publicKey: vapidKeys.publicKey }).from(vapidKeys)).toEqual([
      { publicKey },
    ]);
  });
});
