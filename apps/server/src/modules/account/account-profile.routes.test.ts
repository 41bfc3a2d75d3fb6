import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInCustomer, registerCustomer } from '../../testing/customer.ts';
import type { TestCustomer } from '../../testing/customer.ts';
import { createTestApp, uniqueMobile } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patchMe(customer: TestCustomer | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    payload: payload as Record<string, unknown>,
    ...(customer ? { headers: customer.headers } : {}),
  });
}
function getMe(customer: Pick<TestCustomer, 'headers'>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.headers });
}
type Fields = {
  error: { code: string; message: string; details: { fields: { field: string; message: string }[] } };
};

/** A YYYY-MM-DD date `years` years before the test clock's today (in India). */
function yearsAgo(years: number, dayOffset = 0) {
  const now = new Date(t.clock.now().getTime() + 330 * 60_000);
  now.setUTCFullYear(now.getUTCFullYear() - years);
  now.setUTCDate(now.getUTCDate() + dayOffset);
  return now.toISOString().slice(0, 10);
}

describe('GET /api/auth/me', () => {
  it('includes the optional profile details, empty for a new account', async () => {
    const customer = await registerCustomer(t.app, 'Asha');
    const response = await getMe(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        name: 'Asha',
        email: customer.email,
        mobile: customer.mobile,
        roleType: 'customer',
        gender: null,
        dateOfBirth: null,
      },
    });
  });
});

describe('PATCH /api/auth/me', () => {
  it('saves name, email (lower-cased), gender and date of birth, and GET returns them', async () => {
    const customer = await registerCustomer(t.app);
    const email = `Kavya.${customer.mobile}@Example.COM`;
    const dateOfBirth = yearsAgo(30);
    const response = await patchMe(customer, { name: '  Kavya Iyer ', email, gender: 'female', dateOfBirth });
    expect(response.statusCode).toBe(200);
    const expected = {
      name: 'Kavya Iyer',
      email: email.toLowerCase(),
      mobile: customer.mobile,
      roleType: 'customer',
      gender: 'female',
      dateOfBirth,
    };
    expect(response.json()).toEqual({
      success: true,
      message: 'Profile updated successfully',
      data: expected,
    });
    expect((await getMe(customer)).json()).toEqual({ success: true, data: expected });
  });

  it('changes only the fields sent, and null clears gender and date of birth', async () => {
    const customer = await registerCustomer(t.app, 'Dev');
    await patchMe(customer, { gender: 'other', dateOfBirth: yearsAgo(40) });
    const response = await patchMe(customer, { gender: null, dateOfBirth: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { name: 'Dev', gender: null, dateOfBirth: null } });
  });

  it('accepts a customer who turns 18 today and refuses one who turns 18 tomorrow', async () => {
    const customer = await registerCustomer(t.app);
    expect((await patchMe(customer, { dateOfBirth: yearsAgo(18) })).statusCode).toBe(200);
    const tooYoung = await patchMe(customer, { dateOfBirth: yearsAgo(18, 1) });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json<Fields>().error.details.fields).toEqual([
      { field: 'dateOfBirth', message: 'You must be at least 18 years old' },
    ]);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['email', { email: '' }, 'Email is required'],
    ['gender', { gender: 'unknown' }, 'Gender must be male, female or other'],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'Enter a date of birth as YYYY-MM-DD'],
    ['dateOfBirth', { dateOfBirth: '12/05/1990' }, 'Enter a date of birth as YYYY-MM-DD'],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future'],
    ['dateOfBirth', { dateOfBirth: '1880-01-01' }, 'Enter your real date of birth'],
    ['mobile', { mobile: '12345', currentPassword: 'x' }, 'Enter a valid 10-digit Indian mobile number'],
    ['body', {}, 'Nothing to update'],
    ['body', { currentPassword: 'correct-horse-42' }, 'Nothing to update'],
  ])('rejects a bad %s with 400 naming it (%j)', async (field, payload, message) => {
    const customer = await registerCustomer(t.app);
    const response = await patchMe(customer, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<Fields>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.fields).toContainEqual({ field, message });
  });

  it('rejects unknown fields such as roleType', async () => {
    const customer = await registerCustomer(t.app);
    const response = await patchMe(customer, { name: 'Raj', roleType: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Fields>().error.message).toBe('Unknown field: roleType');
    expect((await getMe(customer)).json()).toMatchObject({ data: { roleType: 'customer', name: 'Ravi' } });
  });

  it('answers 409 when another account has the email, in any case, and changes nothing', async () => {
    const owner = await registerCustomer(t.app);
    const customer = await registerCustomer(t.app, 'Manu');
    const response = await patchMe(customer, { name: 'Manoj', email: owner.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'ACCOUNT_EXISTS',
        message: 'Another account already uses this email address.',
        details: { fields: [{ field: 'email' }] },
      },
    });
    expect((await getMe(customer)).json()).toMatchObject({ data: { name: 'Manu', email: customer.email } });
  });

  it('lets a customer send back their own email and phone unchanged without a password', async () => {
    const customer = await registerCustomer(t.app);
    const response = await patchMe(customer, {
      name: 'Ravi K',
      email: customer.email,
      mobile: customer.mobile,
    });
    expect(response.statusCode).toBe(200);
  });

  describe('changing the phone number', () => {
    it('needs the current password', async () => {
      const customer = await registerCustomer(t.app);
      const response = await patchMe(customer, { mobile: uniqueMobile() });
      expect(response.statusCode).toBe(400);
      expect(response.json<Fields>().error.details.fields).toEqual([
        { field: 'currentPassword', message: 'Enter your current password to change your phone number' },
      ]);
    });

    it('refuses a wrong password with 400 (not 401: the session stays valid) and changes nothing', async () => {
      const customer = await registerCustomer(t.app);
      const response = await patchMe(customer, { mobile: uniqueMobile(), currentPassword: 'wrong-password' });
      expect(response.statusCode).toBe(400);
      expect(response.json<Fields>().error).toMatchObject({
        code: 'WRONG_PASSWORD',
        details: { fields: [{ field: 'currentPassword', message: 'Your current password is incorrect.' }] },
      });
      expect((await getMe(customer)).json()).toMatchObject({ data: { mobile: customer.mobile } });
    });

    it('with the right password moves the login to the new number, typed any way', async () => {
      const customer = await registerCustomer(t.app);
      const newMobile = uniqueMobile();
      const response = await patchMe(customer, {
        mobile: `+91 ${newMobile.slice(0, 5)} ${newMobile.slice(5)}`,
        currentPassword: customer.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { mobile: newMobile } });
      await expect(logInCustomer(t.app, newMobile)).resolves.toHaveProperty('token');
      await expect(logInCustomer(t.app, customer.mobile)).rejects.toThrow(/login failed/);
    });

    it('ends every other session, as a password change does, and keeps this one', async () => {
      const customer = await registerCustomer(t.app);
      const otherDevice = await logInCustomer(t.app, customer.mobile);
      const response = await patchMe(customer, {
        mobile: uniqueMobile(),
        currentPassword: customer.password,
      });
      expect(response.statusCode).toBe(200);
      expect((await getMe(customer)).statusCode).toBe(200);
      expect((await getMe(otherDevice)).statusCode).toBe(401);
    });

    it('keeps the other sessions when only the name or email changes', async () => {
      const customer = await registerCustomer(t.app);
      const otherDevice = await logInCustomer(t.app, customer.mobile);
      const email = `renamed.${customer.mobile}@example.test`;
      expect((await patchMe(customer, { name: 'Renamed', email })).statusCode).toBe(200);
      expect((await getMe(otherDevice)).statusCode).toBe(200);
    });

    it("answers 409 for another account's number", async () => {
      const owner = await registerCustomer(t.app);
      const customer = await registerCustomer(t.app);
      const response = await patchMe(customer, { mobile: owner.mobile, currentPassword: customer.password });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'ACCOUNT_EXISTS', details: { fields: [{ field: 'mobile' }] } },
      });
    });
  });

  it('needs a login', async () => {
    const response = await patchMe(undefined, { name: 'Nobody' });
    expect(response.statusCode).toBe(401);
  });
});
