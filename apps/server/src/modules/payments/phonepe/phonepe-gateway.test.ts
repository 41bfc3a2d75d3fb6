import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhonePeApiError } from './phonepe-http.ts';
import { createPhonePeGateway, phonePeHosts } from './phonepe-gateway.ts';
import { tokenRefreshMarginMs } from './phonepe-token.ts';
import { credentials, paymentInput, startPhonePeHarness } from './phonepe-test-setup.ts';

let harness: Awaited<ReturnType<typeof startPhonePeHarness>>;

beforeEach(async () => {
  harness = await startPhonePeHarness();
});
afterEach(async () => {
  await harness.fake.close();
});

async function failureOf(promise: Promise<unknown>): Promise<PhonePeApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PhonePeApiError))
    throw new Error(`expected a PhonePeApiError, got ${String(error)}`);
  return error;
}

describe('PhonePe OAuth token', () => {
  it('sends the client credentials form-encoded to the auth host', async () => {
    await harness.gateway.createPayment(paymentInput('order_token_1'));
    const [tokenRequest] = harness.requestsTo('/v1/oauth/token');
    expect(tokenRequest?.path).toBe('/identity/v1/oauth/token');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.body))).toEqual({
      client_id: credentials.clientId,
      client_version: credentials.clientVersion,
      client_secret: credentials.clientSecret,
      grant_type: 'client_credentials',
    });
  });

  it('fetches the token once and reuses it, also for concurrent calls', async () => {
    await Promise.all([
      harness.gateway.createPayment(paymentInput('order_reuse_1')),
      harness.gateway.createPayment(paymentInput('order_reuse_2')),
    ]);
    await harness.gateway.fetchStatus('order_reuse_1');
    expect(harness.requestsTo('/v1/oauth/token')).toHaveLength(1);
    const used = new Set(harness.fake.requests.slice(1).map((request) => request.headers.authorization));
    expect(used.size).toBe(1);
  });

  it('fetches a new token shortly before expires_at', async () => {
    await harness.gateway.createPayment(paymentInput('order_expiry_1'));
    harness.clock.advance(3600_000 - tokenRefreshMarginMs - 1000);
    await harness.gateway.fetchStatus('order_expiry_1');
    expect(harness.requestsTo('/v1/oauth/token')).toHaveLength(1);
    harness.clock.advance(2000);
    await harness.gateway.fetchStatus('order_expiry_1');
    expect(harness.requestsTo('/v1/oauth/token')).toHaveLength(2);
  });

  it('drops a token PhonePe refuses early and retries once with a new one', async () => {
    await harness.gateway.createPayment(paymentInput('order_revoked_1'));
    harness.fake.scriptAnswer(401, { code: 'UNAUTHORIZED', message: 'Token revoked' });
    await expect(harness.gateway.fetchStatus('order_revoked_1')).resolves.toMatchObject({ state: 'pending' });
    expect(harness.requestsTo('/v1/oauth/token')).toHaveLength(2);
  });

  it('recovers when PhonePe expires a token earlier than our clock says', async () => {
    const gateway = createPhonePeGateway({
      ...credentials,
      env: 'sandbox',
      baseUrl: harness.fake.baseUrl,
      authUrl: harness.fake.authUrl,
    });
    await gateway.createPayment(paymentInput('order_early_1'));
    harness.clock.advance(3600_000);
    // An hour on, the order itself has expired (FAILED); what matters here is that the call went through.
    await expect(gateway.fetchStatus('order_early_1')).resolves.toMatchObject({ state: 'failed' });
    expect(harness.requestsTo('/v1/oauth/token')).toHaveLength(2);
    expect(harness.requestsTo('/status')).toHaveLength(2);
  });

  it('reports wrong client credentials as a 401 from the token call, without the secret', async () => {
    const gateway = createPhonePeGateway({
      ...credentials,
      clientSecret: 'wrong-secret-value',
      env: 'sandbox',
      baseUrl: harness.fake.baseUrl,
      authUrl: harness.fake.authUrl,
    });
    const error = await failureOf(gateway.createPayment(paymentInput('order_badcreds')));
    expect(error).toMatchObject({ operation: 'token', failure: 'http', diagnostics: { httpStatus: 401 } });
    expect(error.statusCode).toBe(503);
    const visible = JSON.stringify([
      error.message,
      error.operation,
      error.failure,
      error.diagnostics,
      error.details,
    ]);
    expect(visible).not.toContain('wrong-secret-value');
    expect(harness.requestsTo('/checkout/v2/pay')).toHaveLength(0);
  });
});

describe('PhonePe create payment', () => {
  it('posts the published body with an O-Bearer token and returns the redirect URL', async () => {
    const created = await harness.gateway.createPayment(paymentInput('order_create_1', 45_600));
    const [pay] = harness.requestsTo('/checkout/v2/pay');
    expect(pay?.path).toBe('/pg/checkout/v2/pay');
    expect(pay?.headers['content-type']).toBe('application/json');
    expect(pay?.headers.authorization).toMatch(/^O-Bearer \S+$/);
    expect(JSON.parse(pay?.body ?? '')).toEqual({
      merchantOrderId: 'order_create_1',
      amount: 45_600,
      expireAfter: 1200,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        merchantUrls: { redirectUrl: 'https://railbite.example/order-status/order_create_1' },
      },
    });
    const order = harness.fake.orders.get('order_create_1');
    expect(created).toEqual({
      gatewayRef: 'order_create_1',
      redirectUrl: `${harness.fake.baseUrl.replace(/\/pg$/, '')}/transact/pg?token=${order?.orderId ?? ''}`,
    });
  });

  it('refuses a redirect URL that is not a web address', async () => {
    // Any call fetches the token first, so the scripted answer below goes to the pay call.
    await harness.gateway.fetchStatus('order_none').catch(() => undefined);
    harness.fake.scriptAnswer(200, { orderId: 'OMO1', state: 'PENDING', redirectUrl: 'javascript:alert(1)' });
    const error = await failureOf(harness.gateway.createPayment(paymentInput('order_js_1')));
    expect(error).toMatchObject({ operation: 'create-payment', failure: 'bad-response' });
  });

  it('refuses an order id PhonePe would reject, before calling it', async () => {
    await expect(harness.gateway.createPayment(paymentInput('order#1'))).rejects.toThrow(/order ids/);
    expect(harness.fake.requests).toHaveLength(0);
  });

  it('maps a PhonePe validation error to a PhonePeApiError with its code', async () => {
    const error = await failureOf(harness.gateway.createPayment(paymentInput('order_small', 99)));
    expect(error).toMatchObject({
      operation: 'create-payment',
      failure: 'http',
      diagnostics: { httpStatus: 400, phonePeCode: 'BAD_REQUEST' },
    });
  });
});

describe('PhonePe order status', () => {
  it.each([
    ['PENDING', 'pending'],
    ['COMPLETED', 'completed'],
    ['FAILED', 'failed'],
  ] as const)('maps %s to %s with the amount', async (phonePeState, state) => {
    await harness.gateway.createPayment(paymentInput('order_state_1', 12_300));
    if (phonePeState === 'COMPLETED') harness.fake.completeOrder('order_state_1');
    if (phonePeState === 'FAILED') harness.fake.failOrder('order_state_1');
    await expect(harness.gateway.fetchStatus('order_state_1')).resolves.toEqual({
      gatewayRef: 'order_state_1',
      state,
      amountPaise: 12_300,
    });
    const [status] = harness.requestsTo('/status');
    expect(status?.method).toBe('GET');
    expect(status?.path).toBe('/pg/checkout/v2/order/order_state_1/status');
    expect(status?.headers.authorization).toMatch(/^O-Bearer \S+$/);
  });

  it('treats a state it does not know as a bad answer, never as a payment', async () => {
    await harness.gateway.createPayment(paymentInput('order_odd_1'));
    harness.fake.scriptAnswer(200, { orderId: 'OMO1', state: 'EXPIRED', amount: 100 });
    const error = await failureOf(harness.gateway.fetchStatus('order_odd_1'));
    expect(error).toMatchObject({ operation: 'order-status', failure: 'bad-response' });
  });
});

describe('PhonePe failures', () => {
  it('maps a 5xx answer', async () => {
    await harness.gateway.createPayment(paymentInput('order_5xx_1'));
    harness.fake.scriptAnswer(502, { code: 'INTERNAL_SERVER_ERROR', message: 'upstream' });
    const error = await failureOf(harness.gateway.fetchStatus('order_5xx_1'));
    expect(error).toMatchObject({ failure: 'http', diagnostics: { httpStatus: 502 } });
  });

  it('maps a 401 that survives a fresh token', async () => {
    await harness.gateway.createPayment(paymentInput('order_401_1'));
    harness.fake.scriptAnswer(401, { code: 'UNAUTHORIZED', message: 'no' });
    harness.fake.scriptAnswer(200, { access_token: 'fresh-token', expires_at: 4_102_444_800 });
    harness.fake.scriptAnswer(401, { code: 'UNAUTHORIZED', message: 'still no' });
    const error = await failureOf(harness.gateway.fetchStatus('order_401_1'));
    expect(error).toMatchObject({
      operation: 'order-status',
      failure: 'http',
      diagnostics: { httpStatus: 401 },
    });
  });

  it('times out a PhonePe that does not answer', async () => {
    const slow = await startPhonePeHarness({ requestTimeoutMs: 100 });
    try {
      slow.fake.delayAnswers(1000);
      const error = await failureOf(slow.gateway.createPayment(paymentInput('order_slow_1')));
      expect(error).toMatchObject({ operation: 'token', failure: 'timeout' });
    } finally {
      await slow.fake.close();
    }
  });

  it('maps a PhonePe that cannot be reached', async () => {
    const { baseUrl, authUrl } = harness.fake;
    await harness.fake.close();
    const gateway = createPhonePeGateway({ ...credentials, env: 'sandbox', baseUrl, authUrl });
    const error = await failureOf(gateway.fetchStatus('order_gone_1'));
    expect(error).toMatchObject({
      operation: 'token',
      failure: 'network',
      diagnostics: { networkCode: 'ECONNREFUSED' },
    });
    harness = await startPhonePeHarness();
  });

  it('maps an answer that is not JSON', async () => {
    harness.fake.scriptAnswer(200, undefined);
    const error = await failureOf(harness.gateway.fetchStatus('order_text_1'));
    expect(error).toMatchObject({ operation: 'token', failure: 'bad-response' });
  });
});

describe('PhonePe hosts', () => {
  it('uses the published sandbox and production hosts', () => {
    expect(phonePeHosts.sandbox).toEqual({
      authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
    expect(phonePeHosts.production).toEqual({
      authUrl: 'https://api.phonepe.com/apis/identity-manager',
      baseUrl: 'https://api.phonepe.com/apis/pg',
    });
  });
});
