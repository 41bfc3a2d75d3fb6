import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { notificationPreferences } from '../../db/schema/notification-preferences.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { logInCustomer, registerCustomer } from '../../testing/customer.ts';
import type { TestCustomer } from '../../testing/customer.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = {
  error: { code: string; message: string; details: { fields: { field: string; message: string }[] } };
};

function changePassword(headers: { authorization: string } | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    payload,
    ...(headers ? { headers } : {}),
  });
}
function deleteAccount(headers: { authorization: string } | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'DELETE', url: '/api/auth/me', payload, ...(headers ? { headers } : {}) });
}
function me(headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const customer = await registerCustomer(t.app);
    const otherDevice = await logInCustomer(t.app, customer.mobile);
    const response = await changePassword(customer.headers, {
      currentPassword: customer.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password changed successfully!' });

    expect((await me(customer.headers)).statusCode).toBe(200);
    expect((await me(otherDevice.headers)).statusCode).toBe(401);
    await expect(logInCustomer(t.app, customer.mobile)).rejects.toThrow(/login failed/);
    await expect(logInCustomer(t.app, customer.mobile, 'a-brand-new-secret')).resolves.toHaveProperty(
      'token',
    );
  });

  it('refuses a wrong current password with 400 and keeps the old password and sessions', async () => {
    const customer = await registerCustomer(t.app);
    const otherDevice = await logInCustomer(t.app, customer.mobile);
    const response = await changePassword(customer.headers, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is incorrect.',
      details: { fields: [{ field: 'currentPassword', message: 'Your current password is incorrect.' }] },
    });
    expect((await me(otherDevice.headers)).statusCode).toBe(200);
    await expect(logInCustomer(t.app, customer.mobile)).resolves.toHaveProperty('token');
  });

  it.each([
    ['currentPassword', { currentPassword: '', newPassword: 'long-enough-1' }, 'Enter your current password'],
    ['newPassword', { currentPassword: 'x', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      'newPassword',
      { currentPassword: 'x', newPassword: 'y'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [
      'newPassword',
      { currentPassword: 'same-password', newPassword: 'same-password' },
      'New password must be different from the current one',
    ],
    ['newPassword', { currentPassword: 'x' }, 'Invalid input: expected string, received undefined'],
  ])('rejects a bad %s with 400 (%j)', async (field, payload, message) => {
    const customer = await registerCustomer(t.app);
    const response = await changePassword(customer.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details.fields).toContainEqual({ field, message });
  });

  it('locks the account after 5 wrong passwords with 429 and Retry-After, even for the right one', async () => {
    const customer = await registerCustomer(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(customer.headers, {
        currentPassword: 'guess',
        newPassword: 'new-secret-99',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await changePassword(customer.headers, {
      currentPassword: customer.password,
      newPassword: 'new-secret-99',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Deleting the account checks the password too, so it shares the lock.
    expect((await deleteAccount(customer.headers, { password: customer.password })).statusCode).toBe(429);
  });

  it('needs a login', async () => {
    const response = await changePassword(undefined, { currentPassword: 'a', newPassword: 'long-enough-1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/me', () => {
  it('erases the personal data and everything the account owns, and ends every session', async () => {
    const customer = await registerCustomer(t.app, 'Farah');
    const otherDevice = await logInCustomer(t.app, customer.mobile);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: customer.headers,
      payload: {
        orderUpdates: true,
        offersAndPromotions: false,
        restaurantUpdates: true,
        email: true,
        sms: false,
      },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, customer.mobile));
    await t.database.db.insert(carts).values({ userId: user!.id, updatedAt: t.clock.now() });

    const response = await deleteAccount(customer.headers, { password: customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    expect((await me(customer.headers)).statusCode).toBe(401);
    expect((await me(otherDevice.headers)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, user!.id))).toEqual([]);
    expect(
      await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user!.id)),
    ).toEqual([]);
    await expect(logInCustomer(t.app, customer.mobile)).rejects.toThrow(/login failed/);
    // The phone number and email are free again: the person can sign up afresh.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Farah',
        mobile: customer.mobile,
        email: customer.email,
        password: 'fresh-start-1',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const response = await deleteAccount(customer.headers, { password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details.fields).toEqual([
      { field: 'password', message: 'Your current password is incorrect.' },
    ]);
    expect((await me(customer.headers)).statusCode).toBe(200);
  });

  it('rejects a missing password and unknown fields', async () => {
    const customer = await registerCustomer(t.app);
    expect((await deleteAccount(customer.headers, {})).statusCode).toBe(400);
    expect((await deleteAccount(customer.headers, { password: '' })).json<ErrorBody>().error.message).toBe(
      'Enter your current password',
    );
    const unknown = await deleteAccount(customer.headers, { password: customer.password, userId: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((await me(customer.headers)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await deleteAccount(undefined, { password: 'whatever' })).statusCode).toBe(401);
  });

  it('can always delete a user: every table pointing at users cascades (owned) or sets null (kept, anonymised)', async () => {
    // ADR 009: a later table referencing users with NO ACTION/RESTRICT would make erasure fail.
    const result = await t.database.db.execute(sql`
      select conrelid::regclass::text as "table", confdeltype as "onDelete"
      from pg_constraint where contype = 'f' and confrelid = 'users'::regclass`);
    const references = (result as { rows: { table: string; onDelete: string }[] }).rows;
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(['c', 'n'], reference.table).toContain(reference.onDelete);
  });
});

describe('notification preferences', () => {
  const url = '/api/user/notification-preferences';
  const allOn = {
    orderUpdates: true,
    offersAndPromotions: true,
    restaurantUpdates: true,
    email: true,
    sms: true,
  };
  let asha: TestCustomer;
  let ravi: TestCustomer;
  beforeAll(async () => {
    [asha, ravi] = [await registerCustomer(t.app, 'Asha'), await registerCustomer(t.app, 'Ravi')];
  });

  it('are all on until changed', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: asha.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: allOn });
  });

  it('are saved per user', async () => {
    const chosen = { ...allOn, offersAndPromotions: false, sms: false };
    const saved = await t.app.inject({ method: 'PUT', url, headers: asha.headers, payload: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: chosen });
    const again = { ...chosen, sms: true };
    await t.app.inject({ method: 'PUT', url, headers: asha.headers, payload: again });
    expect((await t.app.inject({ method: 'GET', url, headers: asha.headers })).json()).toEqual({
      success: true,
      data: again,
    });
    expect((await t.app.inject({ method: 'GET', url, headers: ravi.headers })).json()).toEqual({
      success: true,
      data: allOn,
    });
  });

  it.each([
    ['a missing switch', { orderUpdates: true }],
    ['a non-boolean', { ...allOn, email: 'yes' }],
    ['an unknown switch', { ...allOn, push: true }],
  ])('rejects %s with 400', async (_case, payload) => {
    const response = await t.app.inject({ method: 'PUT', url, headers: asha.headers, payload });
    expect(response.statusCode).toBe(400);
  });

  it('need a login', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: allOn })).statusCode).toBe(401);
  });
});
