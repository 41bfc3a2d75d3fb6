import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/users.ts';
import { createTestApp, uniqueMobile } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

function register(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
}
function login(phone: string, password: string, remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password },
    remoteAddress,
  });
}
function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}
function newAccount(overrides: Record<string, unknown> = {}) {
  const mobile = uniqueMobile();
  return {
    firstName: 'Meera',
    mobile,
    email: `meera.${mobile}@example.com`,
    password: 'correct horse',
    ...overrides,
  };
}
async function registeredAccount() {
  const account = newAccount();
  expect((await register(account)).statusCode).toBe(201);
  return account;
}
async function tokenFor(account: { mobile: string; password: string }) {
  const response = await login(account.mobile, account.password, '10.9.9.9');
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

describe('POST /api/auth/register', () => {
  it('creates an account and answers with the spec message', async () => {
    const response = await register(newAccount());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Account created successfully!' });
  });

  it('stores one normal form of the mobile and a lower-case email, and hashes the password with argon2id', async () => {
    const response = await register(
      newAccount({ mobile: '+91 99887-76655', email: 'Kiran.Rao@Example.COM' }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, '9988776655'));
    expect(row?.email).toBe('kiran.rao@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
  });

  it.each([
    ['firstName', { firstName: '   ' }, 'Name is required'],
    ['firstName', { firstName: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['mobile', { mobile: '12345' }, 'Enter a valid 10-digit Indian mobile number'],
    ['mobile', { mobile: '5876543210' }, 'Enter a valid 10-digit Indian mobile number'],
    ['mobile', { mobile: '98765abcde' }, 'Enter a valid 10-digit Indian mobile number'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['password', { password: 'seven77' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('rejects a bad %s with 400 naming the field', async (field, override, message) => {
    const response = await register(newAccount(override));
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; details: { fields: { field: string; message: string }[] } };
    }>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.fields).toContainEqual({ field, message });
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await register(newAccount({ password: 'x'.repeat(8) }))).statusCode).toBe(201);
    expect((await register(newAccount({ password: 'y'.repeat(128) }))).statusCode).toBe(201);
  });

  it('rejects a missing field and an unknown field', async () => {
    const { email: _omitted, ...withoutEmail } = newAccount();
    expect((await register(withoutEmail)).statusCode).toBe(400);
    const response = await register(newAccount({ roleType: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Unknown field: roleType');
  });

  it('answers 409 for a phone already registered, typed another way', async () => {
    const account = await registeredAccount();
    const response = await register(newAccount({ mobile: `0${account.mobile}` }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'ACCOUNT_EXISTS',
        message: 'An account with this phone number already exists. Please log in instead.',
        details: { fields: [{ field: 'mobile' }] },
      },
    });
  });

  it('answers 409 for an email already registered, in another case', async () => {
    const account = await registeredAccount();
    const response = await register(newAccount({ email: account.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'ACCOUNT_EXISTS',
        message: 'An account with this email address already exists. Please log in instead.',
        details: { fields: [{ field: 'email' }] },
      },
    });
  });
});

describe('POST /api/auth/login', () => {
  it('issues a 256-bit token and the role, keeping only its SHA-256', async () => {
    const account = await registeredAccount();
    const response = await login(`+91${account.mobile}`, account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; token: string; roleType: string }>();
    expect(body.success).toBe(true);
    expect(body.roleType).toBe('customer');
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);

    const digest = createHash('sha256').update(body.token).digest('hex');
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(stored).toHaveLength(1);
    const all = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === body.token)).toBe(false);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(30 * day);
  });

  it('gives the same answer for an unknown phone and a wrong password', async () => {
    const account = await registeredAccount();
    const wrongPassword = await login(account.mobile, 'wrong password', '10.1.1.1');
    const unknownPhone = await login('9000000001', 'wrong password', '10.1.1.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrongPassword.json())).toEqual(strip(unknownPhone.json()));
    expect(wrongPassword.json<{ error: { message: string } }>().error.message).toBe(
      'Invalid phone number or password.',
    );
  });

  it('validates the body', async () => {
    expect((await login('', 'whatever')).statusCode).toBe(400);
    expect((await login('9876543210', '')).statusCode).toBe(400);
    expect((await login('12', 'whatever')).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '9876543210', password: 'whatever', remember: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('locks a phone on the address that failed 5 times with 429 and Retry-After, even for the right password', async () => {
    const account = await registeredAccount();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(account.mobile, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(account.mobile, account.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    // The owner, from another address, is not locked out by someone else's guesses.
    expect((await login(account.mobile, account.password, '10.2.0.2')).statusCode).toBe(200);
    // Other accounts are unaffected, even from the locked address.
    const other = await registeredAccount();
    expect((await login(other.mobile, other.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const account = await registeredAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(account.mobile, 'wrong', '10.3.0.1');
    }
    expect((await login(account.mobile, account.password, '10.3.0.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(account.mobile, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    }
  });

  it('limits attempts per IP across different phones', async () => {
    const limited = await createTestApp({
      loginRateLimit: {
        perIp: { points: 3, durationSeconds: 900 },
        perPhoneAndIp: { points: 5, durationSeconds: 900 },
        perPhone: { points: 50, durationSeconds: 3600 },
      },
    });
    try {
      const attempt = (phone: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone, password: 'x' },
          remoteAddress: ip,
        });
      for (const phone of ['9000000011', '9000000012', '9000000013']) {
        expect((await attempt(phone, '10.4.0.1')).statusCode).toBe(401);
      }
      const blocked = await attempt('9000000014', '10.4.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await attempt('9000000014', '10.4.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/me', () => {
  it('returns the logged-in user', async () => {
    const account = await registeredAccount();
    const response = await me(await tokenFor(account));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        name: 'Meera',
        email: account.email,
        mobile: account.mobile,
        roleType: 'customer',
        gender: null,
        dateOfBirth: null,
      },
    });
  });

  it.each([
    ['no header', undefined],
    ['a non-bearer scheme', 'Basic abc'],
    ['a malformed token', 'Bearer not-a-token'],
    ['an unknown well-formed token', `Bearer ${'A'.repeat(43)}`],
  ])('answers 401 with %s', async (_label, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ success: boolean; error: { code: string } }>()).toMatchObject({
      success: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('accepts a token until 30 days have passed, and not after', async () => {
    const token = await tokenFor(await registeredAccount());
    t.clock.advance(30 * day - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes only the token it carries', async () => {
    const account = await registeredAccount();
    const first = await tokenFor(account);
    const second = await tokenFor(account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out.' });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
