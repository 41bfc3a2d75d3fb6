import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentials, startPhonePeHarness } from './phonepe-test-setup.ts';

// The fake is only useful if it refuses what PhonePe refuses; the gateway tests cover the happy paths.
let harness: Awaited<ReturnType<typeof startPhonePeHarness>>;
let token: string;

const validBody = {
  merchantOrderId: 'order_fake_1',
  amount: 10_000,
  paymentFlow: {
    type: 'PG_CHECKOUT',
    merchantUrls: { redirectUrl: 'https://railbite.example/order-status/x' },
  },
};

beforeEach(async () => {
  harness = await startPhonePeHarness();
  const answer = await fetch(`${harness.fake.authUrl}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: credentials.clientId,
      client_version: credentials.clientVersion,
      client_secret: credentials.clientSecret,
      grant_type: 'client_credentials',
    }),
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
});
afterEach(async () => {
  await harness.fake.close();
});

function pay(body: unknown, authorization = `O-Bearer ${token}`) {
  return fetch(`${harness.fake.baseUrl}/checkout/v2/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
}

describe('fake PhonePe', () => {
  it('creates a payment for a valid request', async () => {
    const answer = await pay(validBody);
    expect(answer.status).toBe(200);
    const created = (await answer.json()) as { state: string; orderId: string };
    expect(created.state).toBe('PENDING');
    expect(created.orderId).toMatch(/^OMO/);
  });

  it.each([
    ['no token', ''],
    ['a Bearer (not O-Bearer) token', 'Bearer TOKEN'],
    ['an unknown token', 'O-Bearer not-issued'],
  ])('refuses %s with 401', async (_name, authorization) => {
    const answer = await pay(validBody, authorization.replace('TOKEN', token));
    expect(answer.status).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    harness.clock.advance(3600_000);
    expect((await pay(validBody)).status).toBe(401);
  });

  it.each([
    ['a missing merchantOrderId', { ...validBody, merchantOrderId: undefined }],
    ['a merchantOrderId with other characters', { ...validBody, merchantOrderId: 'order/1' }],
    ['a 64-character merchantOrderId', { ...validBody, merchantOrderId: 'a'.repeat(64) }],
    ['an amount below 100 paise', { ...validBody, amount: 99 }],
    ['an amount in rupees with decimals', { ...validBody, amount: 100.5 }],
    ['another flow type', { ...validBody, paymentFlow: { ...validBody.paymentFlow, type: 'PG' } }],
    ['no redirect URL', { ...validBody, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: {} } }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await pay(body)).status).toBe(400);
  });

  it('refuses a reused merchantOrderId', async () => {
    expect((await pay(validBody)).status).toBe(200);
    expect((await pay(validBody)).status).toBe(400);
  });

  it('refuses wrong client credentials with 401', async () => {
    const answer = await fetch(`${harness.fake.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_secret: 'x',
        grant_type: 'client_credentials',
      }),
    });
    expect(answer.status).toBe(401);
  });
});
