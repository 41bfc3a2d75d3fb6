import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, PushSendError } from './web-push-sender.ts';
import { startFakePushService } from './web-push-fake.ts';
import type { FakePushService } from './web-push-fake.ts';

const vapid = webPush.generateVAPIDKeys();
const sender = createWebPushSender({
  keys: { get: () => Promise.resolve(vapid) },
  subject: 'mailto:push@railbite.test',
  timeoutMs: 2000,
});
const payload = {
  title: 'Order accepted',
  body: 'Ready in about 20 min.',
  url: '/track-order?orderId=ORD1',
  tag: 'order-event:1',
};

let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

function target(name: string) {
  const subscription = service.subscribe(name);
  return { endpoint: subscription.endpoint, ...subscription.keys };
}

describe('the Web Push sender against a local push service', () => {
  it('posts a VAPID-signed aes128gcm message the device can decrypt', async () => {
    const before = service.received.length;
    await expect(sender.send(target('a'), payload, { ttlSeconds: 3600, topic: 'n1' })).resolves.toBe('sent');
    expect(service.rejected).toEqual([]);
    const push = service.received[before];
    expect(push?.vapid).toMatchObject({
      aud: service.origin,
      sub: 'mailto:push@railbite.test',
      publicKey: vapid.publicKey,
    });
    expect(push?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push?.vapid.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      topic: 'n1',
      urgency: 'high',
    });
    expect(JSON.parse(push?.payload ?? '')).toEqual(payload);
  });

  it('answers gone for 404 and 410, retryable for 5xx and 429, permanent for other 4xx', async () => {
    const to = target('b');
    const options = { ttlSeconds: 60, topic: 'n2' };
    service.answerNext(410, 404, 503, 429, 403);
    await expect(sender.send(to, payload, options)).resolves.toBe('gone');
    await expect(sender.send(to, payload, options)).resolves.toBe('gone');
    for (const permanent of [false, false, true]) {
      const error = await sender.send(to, payload, options).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PushSendError);
      expect((error as PushSendError).permanent).toBe(permanent);
    }
  });

  it('treats an unreachable push service as a retryable failure', async () => {
    const error = await sender
      .send({ ...target('c'), endpoint: 'http://127.0.0.1:9/push/c' }, payload, {
        ttlSeconds: 60,
        topic: 'n3',
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'PushSendError', permanent: false });
  });
});
