import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { registerCustomer, testCustomerPassword } from '../testing/customer.ts';
import type { TestCustomer } from '../testing/customer.ts';
import { createTestApp, uniqueClientAddress, uniqueMobile } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { expectChangesOnlyIn, expectStatusAndNoChange } from './security-kit.ts';

/*
 * Flooding sign-up and probing which phones and emails have accounts: sign-ups are rationed per
 * address and per phone, and a profile update's "already in use" answers per account and per address.
 * A refused request writes nothing.
 */

const signUpsPerIp = 4;
const signUpsPerPhone = 2;
const conflictsPerUser = 3;
const conflictsPerIp = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    signUpRateLimit: {
      perIp: { points: signUpsPerIp, durationSeconds: 3600 },
      perPhone: { points: signUpsPerPhone, durationSeconds: 3600 },
    },
    contactConflictRateLimit: {
      perUser: { points: conflictsPerUser, durationSeconds: 900 },
      perIp: { points: conflictsPerIp, durationSeconds: 900 },
    },
  });
});
afterAll(() => t.close());

function signUp(mobile: string, ip: string, email = `${uniqueMobile()}@example.test`) {
  return {
    method: 'POST' as const,
    url: '/api/auth/register',
    payload: { firstName: 'Asha', mobile, email, password: 'long-enough-1' },
    remoteAddress: ip,
  };
}

function expectRateLimited(response: LightMyRequestResponse, message: RegExp) {
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
}

/** What a client can observe, minus what differs on every response anyway. */
function observable(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, 'retry-after': _wait, ...headers } = response.headers;
  const { requestId: _requestId, error } = response.json<{ requestId: string; error: object }>();
  return { status: response.statusCode, headers, error: { ...error, details: undefined } };
}

describe('sign-up limits', () => {
  it(`refuse sign-ups from an address after ${String(signUpsPerIp)}, whatever their answers were`, async () => {
    const ip = uniqueClientAddress();
    const taken = uniqueMobile();
    await expectChangesOnlyIn(t, signUp(taken, ip), 201, ['users']);
    await expectStatusAndNoChange(t, signUp(taken, ip), 409, 'ACCOUNT_EXISTS');
    for (let attempt = 3; attempt <= signUpsPerIp; attempt += 1) {
      await expectChangesOnlyIn(t, signUp(uniqueMobile(), ip), 201, ['users']);
    }
    const refused = await expectStatusAndNoChange(t, signUp(uniqueMobile(), ip), 429, 'RATE_LIMITED');
    expectRateLimited(refused, /^Too many sign-up attempts/);
    // Another address is not affected.
    await expectChangesOnlyIn(t, signUp(uniqueMobile(), uniqueClientAddress()), 201, ['users']);
  });

  it(`refuse more than ${String(signUpsPerPhone)} attempts for one phone from any addresses, registered or not alike`, async () => {
    const registered = uniqueMobile();
    await expectChangesOnlyIn(t, signUp(registered, uniqueClientAddress()), 201, ['users']);
    await expectStatusAndNoChange(t, signUp(registered, uniqueClientAddress()), 409, 'ACCOUNT_EXISTS');
    // A phone nobody has, tried as often with an email that is taken: it stays unregistered.
    const unregistered = uniqueMobile();
    const { email: takenEmail } = await registerCustomer(t.app);
    for (let attempt = 1; attempt <= signUpsPerPhone; attempt += 1) {
      await expectStatusAndNoChange(
        t,
        signUp(unregistered, uniqueClientAddress(), takenEmail),
        409,
        'ACCOUNT_EXISTS',
      );
    }
    const known = await expectStatusAndNoChange(
      t,
      signUp(registered, uniqueClientAddress()),
      429,
      'RATE_LIMITED',
    );
    const unknown = await expectStatusAndNoChange(
      t,
      signUp(unregistered, uniqueClientAddress()),
      429,
      'RATE_LIMITED',
    );
    expectRateLimited(known, /^Too many sign-up attempts/);
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('still answer an existing phone with 409 and the message the sign-up form shows', async () => {
    const { mobile } = await registerCustomer(t.app);
    const response = await expectStatusAndNoChange(
      t,
      signUp(`+91 ${mobile}`, uniqueClientAddress()),
      409,
      'ACCOUNT_EXISTS',
    );
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'An account with this phone number already exists. Please log in instead.',
    );
  });
});

describe('"already in use" answers on profile updates', () => {
  function patchMe(customer: TestCustomer, payload: Record<string, unknown>, ip: string) {
    return {
      method: 'PATCH' as const,
      url: '/api/auth/me',
      headers: customer.headers,
      payload,
      remoteAddress: ip,
    };
  }

  it(`refuse every contact change of an account after ${String(conflictsPerUser)} taken emails, taken or free alike`, async () => {
    const owners = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const prober = await registerCustomer(t.app);
    for (let attempt = 0; attempt < conflictsPerUser; attempt += 1) {
      const probe = patchMe(prober, { email: owners[attempt % 2]!.email }, uniqueClientAddress());
      await expectStatusAndNoChange(t, probe, 409, 'ACCOUNT_EXISTS');
    }
    const taken = await expectStatusAndNoChange(
      t,
      patchMe(prober, { email: owners[0]!.email }, uniqueClientAddress()),
      429,
      'RATE_LIMITED',
    );
    expectRateLimited(taken, /already in use/);
    const free = await expectStatusAndNoChange(
      t,
      patchMe(prober, { email: `free.${prober.mobile}@example.test` }, uniqueClientAddress()),
      429,
      'RATE_LIMITED',
    );
    expect(observable(free)).toEqual(observable(taken));
    const phone = patchMe(
      prober,
      { mobile: owners[1]!.mobile, currentPassword: testCustomerPassword },
      uniqueClientAddress(),
    );
    await expectStatusAndNoChange(t, phone, 429, 'RATE_LIMITED');
    // Changes that reveal nothing about other accounts go on.
    await expectChangesOnlyIn(t, patchMe(prober, { name: 'Still Here' }, uniqueClientAddress()), 200, [
      'users',
    ]);
  });

  it(`refuse them from an address after ${String(conflictsPerIp)} taken contacts across accounts`, async () => {
    const owner = await registerCustomer(t.app);
    const ip = uniqueClientAddress();
    const probers = [await registerCustomer(t.app), await registerCustomer(t.app)];
    for (let attempt = 0; attempt < conflictsPerIp; attempt += 1) {
      // Spread so that neither account reaches its own limit.
      const probe = patchMe(probers[attempt % 2]!, { email: owner.email }, ip);
      await expectStatusAndNoChange(t, probe, 409, 'ACCOUNT_EXISTS');
    }
    const third = await registerCustomer(t.app);
    await expectStatusAndNoChange(t, patchMe(third, { email: owner.email }, ip), 429, 'RATE_LIMITED');
    await expectStatusAndNoChange(
      t,
      patchMe(third, { email: owner.email }, uniqueClientAddress()),
      409,
      'ACCOUNT_EXISTS',
    );
  });
});
