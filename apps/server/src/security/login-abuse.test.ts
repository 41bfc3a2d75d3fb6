import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { registerCustomer, testCustomerPassword } from '../testing/customer.ts';
import { createTestApp, uniqueClientAddress } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { expectStatusAndNoChange } from './security-kit.ts';

/*
 * Login brute force: per-account and per-IP limits that can't be side-stepped by re-spelling the
 * phone or by a forged X-Forwarded-For, that a stranger can't use to lock the owner out, and answers
 * that never tell whether a phone is registered. A refused login writes nothing (no session).
 */

const perIpLimit = 6;
/** Failures of one phone from all addresses together (50 in production; small here to stay quick). */
const perPhoneLimit = 8;
const loginRateLimit = {
  perIp: { points: perIpLimit, durationSeconds: 900 },
  perPhoneAndIp: { points: 5, durationSeconds: 900 },
  perPhone: { points: perPhoneLimit, durationSeconds: 3600 },
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit });
});
afterAll(() => t.close());

function login(
  phone: string,
  password: string,
  ip = uniqueClientAddress(),
  headers: Record<string, string> = {},
) {
  return {
    method: 'POST' as const,
    url: '/api/auth/login',
    payload: { phone, password },
    remoteAddress: ip,
    headers,
  };
}

/** What a client can observe, minus what differs on every response anyway. */
function observable(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  const { requestId: _requestId, ...body } = response.json<Record<string, unknown>>();
  return { status: response.statusCode, headers, body };
}

function withoutWait({ status, headers, body }: ReturnType<typeof observable>) {
  const { 'retry-after': _wait, ...otherHeaders } = headers;
  const error = body.error as Record<string, unknown>;
  return { status, headers: otherHeaders, body: { ...body, error: { ...error, details: undefined } } };
}

let unknownCounter = 0;
function unknownPhone() {
  unknownCounter += 1;
  return `70${String(unknownCounter).padStart(8, '0')}`;
}

describe('login answers never reveal whether a phone is registered', () => {
  it('answers a wrong password and an unknown phone identically', async () => {
    const { mobile } = await registerCustomer(t.app);
    const wrongPassword = await expectStatusAndNoChange(t, login(mobile, 'wrong-password'), 401);
    const unknown = await expectStatusAndNoChange(t, login(unknownPhone(), 'wrong-password'), 401);
    expect(observable(unknown)).toEqual(observable(wrongPassword));
  });

  it('locks an unknown phone exactly like a registered one', async () => {
    const { mobile } = await registerCustomer(t.app);
    const stranger = unknownPhone();
    const [knownIp, strangerIp] = [uniqueClientAddress(), uniqueClientAddress()];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectStatusAndNoChange(t, login(mobile, 'wrong-password', knownIp), 401, 'INVALID_CREDENTIALS');
      await expectStatusAndNoChange(
        t,
        login(stranger, 'wrong-password', strangerIp),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const known = await expectStatusAndNoChange(
      t,
      login(mobile, 'wrong-password', knownIp),
      429,
      'RATE_LIMITED',
    );
    const unknown = await expectStatusAndNoChange(
      t,
      login(stranger, 'wrong-password', strangerIp),
      429,
      'RATE_LIMITED',
    );
    // The two locks began moments apart, so only their wait times may differ (by a second or two).
    const waitOf = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);
    expect(Math.abs(waitOf(unknown) - waitOf(known))).toBeLessThanOrEqual(5);
    expect(withoutWait(observable(unknown))).toEqual(withoutWait(observable(known)));
  });
});

describe('per-account limits', () => {
  it('lock the phone on the guessing address after 5 failures, even for the right password, without a session', async () => {
    const { mobile } = await registerCustomer(t.app);
    const guesser = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectStatusAndNoChange(t, login(mobile, 'wrong-password', guesser), 401, 'INVALID_CREDENTIALS');
    }
    const locked = await expectStatusAndNoChange(
      t,
      login(mobile, testCustomerPassword, guesser),
      429,
      'RATE_LIMITED',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("don't let a stranger who knows the number lock its owner out: the owner on another address gets in", async () => {
    const { mobile } = await registerCustomer(t.app);
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectStatusAndNoChange(t, login(mobile, 'wrong-password', stranger), 401, 'INVALID_CREDENTIALS');
    }
    await expectStatusAndNoChange(t, login(mobile, 'wrong-password', stranger), 429, 'RATE_LIMITED');
    const owner = await t.app.inject(login(mobile, testCustomerPassword, uniqueClientAddress()));
    expect(owner.statusCode).toBe(200);
  });

  it(`lock the phone for every address after ${String(perPhoneLimit)} failures spread over addresses, which the owner's login does not reset`, async () => {
    const { mobile } = await registerCustomer(t.app);
    const [first, second] = [uniqueClientAddress(), uniqueClientAddress()];
    // Under the per-address lock on each address, one short of the per-phone threshold in all.
    for (let attempt = 1; attempt <= perPhoneLimit - 1; attempt += 1) {
      const ip = attempt % 2 === 0 ? first : second;
      await expectStatusAndNoChange(t, login(mobile, 'wrong-password', ip), 401, 'INVALID_CREDENTIALS');
    }
    expect((await t.app.inject(login(mobile, testCustomerPassword))).statusCode).toBe(200);
    await expectStatusAndNoChange(t, login(mobile, 'wrong-password', first), 401, 'INVALID_CREDENTIALS');
    await expectStatusAndNoChange(t, login(mobile, testCustomerPassword), 429, 'RATE_LIMITED');
  });

  it('count every spelling of the same phone against one account', async () => {
    const { mobile } = await registerCustomer(t.app);
    const spellings = [
      mobile,
      `+91${mobile}`,
      `0${mobile}`,
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      `91${mobile}`,
    ];
    const guesser = uniqueClientAddress();
    for (const phone of spellings) {
      await expectStatusAndNoChange(t, login(phone, 'wrong-password', guesser), 401, 'INVALID_CREDENTIALS');
    }
    await expectStatusAndNoChange(t, login(mobile, testCustomerPassword, guesser), 429, 'RATE_LIMITED');
  });
});

describe('per-IP limit', () => {
  it(`stops one address after ${String(perIpLimit)} attempts across different phones`, async () => {
    const ip = uniqueClientAddress();
    for (let attempt = 1; attempt <= perIpLimit; attempt += 1) {
      await expectStatusAndNoChange(t, login(unknownPhone(), 'guess', ip), 401, 'INVALID_CREDENTIALS');
    }
    await expectStatusAndNoChange(t, login(unknownPhone(), 'guess', ip), 429, 'RATE_LIMITED');
  });

  it('is not reset by a forged X-Forwarded-For when the server does not trust proxies', async () => {
    const ip = uniqueClientAddress();
    for (let attempt = 1; attempt <= perIpLimit; attempt += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${String(attempt)}` };
      await expectStatusAndNoChange(
        t,
        login(unknownPhone(), 'guess', ip, forged),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    await expectStatusAndNoChange(
      t,
      login(unknownPhone(), 'guess', ip, { 'x-forwarded-for': '203.0.113.200' }),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('per-IP limit behind a proxy (TRUST_PROXY lists its address)', () => {
  const proxy = '10.0.0.2';
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ loginRateLimit, trustProxy: [proxy] });
  });
  afterAll(() => proxied.close());

  it('counts the address our proxy saw, whatever a client prepends to X-Forwarded-For', async () => {
    const client = '198.51.100.7';
    const throughProxy = (forged: string, from = client) =>
      login(unknownPhone(), 'guess', proxy, { 'x-forwarded-for': `${forged}, ${from}` });
    for (let attempt = 1; attempt <= perIpLimit; attempt += 1) {
      const forged = throughProxy(`203.0.113.${String(attempt)}`);
      await expectStatusAndNoChange(proxied, forged, 401, 'INVALID_CREDENTIALS');
    }
    await expectStatusAndNoChange(proxied, throughProxy('203.0.113.99'), 429, 'RATE_LIMITED');
    // Another client behind the same proxy has its own budget: the proxy's address is not what counts.
    await expectStatusAndNoChange(
      proxied,
      throughProxy('203.0.113.99', '198.51.100.8'),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const direct = '203.0.113.50';
    for (let attempt = 1; attempt <= perIpLimit; attempt += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${String(attempt)}` };
      await expectStatusAndNoChange(
        proxied,
        login(unknownPhone(), 'guess', direct, forged),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    await expectStatusAndNoChange(
      proxied,
      login(unknownPhone(), 'guess', direct, { 'x-forwarded-for': '198.51.100.200' }),
      429,
      'RATE_LIMITED',
    );
  });
});
