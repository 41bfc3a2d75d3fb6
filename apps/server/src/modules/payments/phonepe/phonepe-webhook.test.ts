import { createHash, timingSafeEqual } from 'node:crypto';
import type * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookRejectedError } from '../payment-gateway.ts';
import { credentials, paymentInput, startPhonePeHarness } from './phonepe-test-setup.ts';

// Wrapped (not replaced) so a test can see that the authorization check is a constant-time compare.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

let harness: Awaited<ReturnType<typeof startPhonePeHarness>>;

beforeEach(async () => {
  harness = await startPhonePeHarness();
  await harness.gateway.createPayment(paymentInput('order_hook_1', 45_600));
});
afterEach(async () => {
  await harness.fake.close();
});

async function rejection(rawBody: string, headers: Record<string, string | string[] | undefined>) {
  const error: unknown = await harness.gateway.verifyWebhook(rawBody, headers).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WebhookRejectedError)) throw new Error('expected a WebhookRejectedError');
  return error;
}

describe('PhonePe webhook', () => {
  it('accepts a completed-order webhook with the right authorization and reduces it', async () => {
    const { rawBody, headers } = harness.fake.completeOrder('order_hook_1');
    const orderId = harness.fake.orders.get('order_hook_1')?.orderId ?? '';
    await expect(harness.gateway.verifyWebhook(rawBody, headers)).resolves.toEqual({
      eventId: `phonepe:${orderId}:completed:45600`,
      gatewayRef: 'order_hook_1',
      state: 'completed',
      amountPaise: 45_600,
    });
  });

  it('accepts a failed-order webhook', async () => {
    const { rawBody, headers } = harness.fake.failOrder('order_hook_1');
    await expect(harness.gateway.verifyWebhook(rawBody, headers)).resolves.toMatchObject({
      gatewayRef: 'order_hook_1',
      state: 'failed',
    });
  });

  it('names an event by the state PhonePe confirms: a redelivery keeps its id, a new state gets another', async () => {
    const first = harness.fake.completeOrder('order_hook_1');
    const again = harness.fake.completeOrder('order_hook_1');
    const [a, b] = await Promise.all(
      [first, again].map(({ rawBody, headers }) => harness.gateway.verifyWebhook(rawBody, headers)),
    );
    expect(b?.eventId).toBe(a?.eventId);
    const failed = harness.fake.failOrder('order_hook_1');
    const c = await harness.gateway.verifyWebhook(failed.rawBody, failed.headers);
    expect(c.eventId).not.toBe(a?.eventId);
  });

  it('does not name an early event after the state it claims, so the genuine one is not a duplicate', async () => {
    const early = harness.fake.webhookFor('order_hook_1', 'COMPLETED');
    const claimed = await harness.gateway.verifyWebhook(early.rawBody, early.headers);
    expect(claimed).toMatchObject({ state: 'pending' });
    const genuine = harness.fake.completeOrder('order_hook_1');
    const confirmed = await harness.gateway.verifyWebhook(genuine.rawBody, genuine.headers);
    expect(confirmed).toMatchObject({ state: 'completed' });
    expect(confirmed.eventId).not.toBe(claimed.eventId);
  });

  it('is SHA256("username:password") in hex (either case), compared in constant time', async () => {
    const { rawBody } = harness.fake.completeOrder('order_hook_1');
    const expected = createHash('sha256')
      .update(`${credentials.webhookUsername}:${credentials.webhookPassword}`)
      .digest('hex');
    vi.mocked(timingSafeEqual).mockClear();
    await harness.gateway.verifyWebhook(rawBody, { authorization: expected.toUpperCase() });
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(vi.mocked(timingSafeEqual).mock.calls[0]?.[1]).toEqual(Buffer.from(expected));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['wrong password', createHash('sha256').update(`${credentials.webhookUsername}:wrong`).digest('hex')],
    ['the credentials in clear', `${credentials.webhookUsername}:${credentials.webhookPassword}`],
    ['another 64-character value', 'f'.repeat(64)],
    ['repeated', ['a', 'b']],
  ])('rejects a %s authorization as a bad signature', async (_name, authorization) => {
    const { rawBody } = harness.fake.completeOrder('order_hook_1');
    const error = await rejection(rawBody, { authorization });
    expect(error.reason).toBe('signature');
  });

  it.each([
    ['not JSON', 'event=checkout.order.completed'],
    ['no payload', JSON.stringify({ event: 'checkout.order.completed' })],
    ['an unknown event', JSON.stringify({ event: 'pg.refund.completed', payload: { state: 'COMPLETED' } })],
    [
      'an unknown state',
      JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: 'order_hook_1', orderId: 'OMO1', state: 'DONE', amount: 100 },
      }),
    ],
    [
      'a fractional amount',
      JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: 'order_hook_1', orderId: 'OMO1', state: 'COMPLETED', amount: 1.5 },
      }),
    ],
  ])('rejects a body with %s as malformed', async (_name, rawBody) => {
    const { headers } = harness.fake.completeOrder('order_hook_1');
    const error = await rejection(rawBody, headers);
    expect(error.reason).toBe('malformed');
  });

  it('checks the authorization before reading the body', async () => {
    const error = await rejection('not json', { authorization: 'nope' });
    expect(error.reason).toBe('signature');
  });
});

describe('PhonePe webhook bodies are confirmed with the status API', () => {
  it('acts on what PhonePe’s status API says, not on an altered body', async () => {
    // A body claiming payment for an order PhonePe still has pending, sent with valid credentials.
    const rawBody = JSON.stringify({
      event: 'checkout.order.completed',
      payload: {
        merchantOrderId: 'order_hook_1',
        orderId: harness.fake.orders.get('order_hook_1')?.orderId ?? '',
        state: 'COMPLETED',
        amount: 1,
      },
    });
    const headers = {
      authorization: createHash('sha256')
        .update(`${credentials.webhookUsername}:${credentials.webhookPassword}`)
        .digest('hex'),
      'content-type': 'application/json',
    };
    const event = await harness.gateway.verifyWebhook(rawBody, headers);
    expect(event).toMatchObject({ gatewayRef: 'order_hook_1', state: 'pending', amountPaise: 45_600 });
    expect(harness.requestsTo('/order/order_hook_1/status')).toHaveLength(1);
  });
});
