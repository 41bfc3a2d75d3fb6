import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock.ts';
import { createCheckoutKit, webhookSecret } from '../modules/orders/orders-test-kit.ts';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import { startFakePhonePe } from '../modules/payments/phonepe/phonepe-fake.ts';
import type { FakePhonePe } from '../modules/payments/phonepe/phonepe-fake.ts';
import { credentials } from '../modules/payments/phonepe/phonepe-test-setup.ts';
import {
  sandboxSignatureHeader,
  signatureToleranceSeconds,
  signWebhook,
} from '../modules/payments/sandbox/webhook-signature.ts';
import { expectStatusAndNoChange } from './security-kit.ts';

/*
 * Payment webhooks: forged, altered, stale and replayed deliveries are refused (or, for a replay of a
 * genuine one, acknowledged) without touching an order or a payment.
 */

const sandboxWebhook = '/api/payments/webhook/sandbox';
let kit: CheckoutKit;

beforeAll(async () => {
  kit = await createCheckoutKit();
});
afterAll(() => kit.t.close());

/** A placed order paid on the sandbox page, with the webhook that payment produced (not yet delivered). */
async function paidButNotDelivered() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
  const { redirectUrl } = await kit.placed(who);
  await kit.settleOnSandbox(redirectUrl, 'pay');
  const delivery = kit.deliveries.at(-1);
  if (!delivery) throw new Error('the sandbox sent no webhook');
  return delivery;
}

function post(rawBody: string, headers: Record<string, string>) {
  return { method: 'POST' as const, url: sandboxWebhook, payload: rawBody, headers };
}

function signedBy(secret: string, rawBody: string, at = kit.t.clock.now()) {
  return { 'content-type': 'application/json', [sandboxSignatureHeader]: signWebhook(secret, rawBody, at) };
}

describe('sandbox webhook forgery', () => {
  it('refuses a body signed with another secret', async () => {
    const { rawBody } = await paidButNotDelivered();
    await expectStatusAndNoChange(kit.t, post(rawBody, signedBy('not-the-secret-'.repeat(3), rawBody)), 401);
  });

  it('refuses an altered body under the genuine signature (a smaller amount, a failed state)', async () => {
    const { rawBody, headers } = await paidButNotDelivered();
    const event = JSON.parse(rawBody) as { amountPaise: number; state: string };
    for (const altered of [
      { ...event, amountPaise: 100 },
      { ...event, state: 'failed' },
    ]) {
      await expectStatusAndNoChange(kit.t, post(JSON.stringify(altered), headers), 401);
    }
    // Re-serialised with different spacing: the signature covers the exact bytes.
    await expectStatusAndNoChange(kit.t, post(JSON.stringify(event, null, 1), headers), 401);
  });

  it.each([
    ['no signature', {}],
    ['an empty signature', { [sandboxSignatureHeader]: '' }],
    ['a signature without a timestamp', { [sandboxSignatureHeader]: `v1=${'0'.repeat(64)}` }],
    ['a signature that is not hex', { [sandboxSignatureHeader]: `t=1,v1=${'z'.repeat(64)}` }],
  ])('refuses %s', async (_label, signature) => {
    const { rawBody } = await paidButNotDelivered();
    await expectStatusAndNoChange(
      kit.t,
      post(rawBody, { 'content-type': 'application/json', ...signature }),
      401,
      'WEBHOOK_REJECTED',
    );
  });

  it('refuses a webhook sent to a gateway that is not configured', async () => {
    const { rawBody, headers } = await paidButNotDelivered();
    await expectStatusAndNoChange(
      kit.t,
      { method: 'POST', url: '/api/payments/webhook/phonepe', payload: rawBody, headers },
      404,
    );
  });
});

describe('sandbox webhook timestamps', () => {
  const tolerance = signatureToleranceSeconds * 1000;

  it.each([
    ['older than the tolerance', -tolerance - 1000],
    ['from the future beyond the tolerance', tolerance + 1000],
  ])('refuses a correctly signed webhook stamped %s', async (_label, offset) => {
    const { rawBody } = await paidButNotDelivered();
    const at = new Date(kit.t.clock.now().getTime() + offset);
    await expectStatusAndNoChange(kit.t, post(rawBody, signedBy(webhookSecret, rawBody, at)), 401);
  });

  it('refuses a genuine webhook captured and delivered after the tolerance', async () => {
    const { rawBody, headers } = await paidButNotDelivered();
    kit.t.clock.advance(tolerance + 1000);
    await expectStatusAndNoChange(kit.t, post(rawBody, headers), 401, 'WEBHOOK_REJECTED');
  });
});

describe('sandbox webhook replay', () => {
  it('applies a genuine webhook once; the same delivery again changes nothing', async () => {
    const { rawBody, headers } = await paidButNotDelivered();
    const first = await kit.deliver(rawBody, headers);
    expect(first.json()).toEqual({ success: true, outcome: 'paid' });
    for (let replay = 0; replay < 3; replay += 1) {
      await expectStatusAndNoChange(kit.t, post(rawBody, headers), 200);
    }
  });
});

describe('PhonePe webhook forgery and replay', () => {
  let fake: FakePhonePe;
  let phonepe: CheckoutKit;

  beforeAll(async () => {
    fake = await startFakePhonePe({
      ...credentials,
      clock: createManualClock(new Date()),
      tokenLifetimeSeconds: 3600,
    });
    phonepe = await createCheckoutKit({
      gateway: 'phonepe',
      webhookSecret,
      phonepe: { ...credentials, env: 'sandbox', baseUrl: fake.baseUrl, authUrl: fake.authUrl },
    });
  });
  afterAll(async () => {
    await phonepe.t.close();
    await fake.close();
  });

  async function completedOnPhonePe() {
    const who = await phonepe.customer();
    await phonepe.addToCart(who, phonepe.dish('Chicken Biryani', 'Biryani Junction'));
    const { orderId } = await phonepe.placed(who);
    return fake.completeOrder(orderId);
  }

  const toPhonePe = (rawBody: string, headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/payments/webhook/phonepe',
    payload: rawBody,
    headers,
  });

  it.each([
    ['no authorization', undefined],
    [
      'the hash of a guessed password',
      createHash('sha256').update(`${credentials.webhookUsername}:password`).digest('hex'),
    ],
    ['the credentials in plain text', `${credentials.webhookUsername}:${credentials.webhookPassword}`],
  ])('refuses a webhook with %s', async (_label, authorization) => {
    const { rawBody } = await completedOnPhonePe();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization !== undefined) headers.authorization = authorization;
    await expectStatusAndNoChange(phonepe.t, toPhonePe(rawBody, headers), 401, 'WEBHOOK_REJECTED');
  });

  it('applies a genuine webhook once; replaying it changes nothing', async () => {
    const { rawBody, headers } = await completedOnPhonePe();
    const first = await phonepe.t.app.inject(toPhonePe(rawBody, headers));
    expect(first.json()).toEqual({ success: true, outcome: 'paid' });
    await expectStatusAndNoChange(phonepe.t, toPhonePe(rawBody, headers), 200);
  });
});
