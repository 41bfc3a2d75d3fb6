import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@railbite/contract/paths';
import { passwordResetCodes, smsOutbox } from '../../db/schema/sms.ts';
import { createTestApp, uniqueClientAddress, uniqueMobile } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createSmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import {
  codeSentMessage,
  createPasswordResetService,
  passwordChangedMessage,
  wrongCodeMessage,
} from './password-reset.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;

const post = (url: string, payload: unknown, remoteAddress = uniqueClientAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
const requestCode = (phone: string, remoteAddress?: string) =>
  post(apiPaths.auth.requestPasswordReset, { phone }, remoteAddress);
const reset = (body: Record<string, unknown>, remoteAddress?: string) =>
  post(apiPaths.auth.resetPassword, body, remoteAddress);
const login = (phone: string, password: string) => post(apiPaths.auth.login, { phone, password });
type ErrorBody = { error: { code: string; message: string; details?: { fields: unknown[] } } };
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;

async function account() {
  const mobile = uniqueMobile();
  const password = 'old password 1';
  const response = await post(apiPaths.auth.register, {
    firstName: 'Asha',
    mobile,
    email: `asha.${mobile}@example.com`,
    password,
  });
  expect(response.statusCode).toBe(201);
  return { mobile, password };
}

/** The code in the latest message to this phone, as the development outbox keeps it. */
async function codeSentTo(mobile: string): Promise<string> {
  const rows = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, mobile));
  const code = rows.at(-1)?.variables.code;
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** Another code than the right one, of the right shape. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST auth/request-password-reset', () => {
  it('queues one SMS with a 6-digit code, keeps only its hash, and the sweep sends it', async () => {
    const { mobile } = await account();
    const response = await requestCode(`+91 ${mobile}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: codeSentMessage });

    const [message] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, mobile));
    expect(message).toMatchObject({ purpose: 'password_reset', state: 'pending' });
    const code = message?.variables.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(code);
    const [stored] = await t.database.db.select().from(passwordResetCodes);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    // Unsent after the 10 minutes, it would be useless: that is when the outbox gives up on it.
    expect(message?.sendBy.getTime()).toBe(stored?.expiresAt.getTime());

    await t.app.sweeper.runOnce();
    const [sent] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, mobile));
    // The development sender keeps the text, for its outbox page.
    expect(sent).toMatchObject({ state: 'sent', sender: 'development', attempts: 1 });
  });

  it('answers a phone with no account exactly as one with an account, and sends nothing', async () => {
    const stranger = uniqueMobile();
    const response = await requestCode(stranger);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: codeSentMessage });
    const rows = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, stranger));
    expect(rows).toEqual([]);
  });

  it('refuses a malformed phone and unknown fields with 400', async () => {
    const bad = await requestCode('12345');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    const extra = await post(apiPaths.auth.requestPasswordReset, { phone: uniqueMobile(), role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });

  it('sends a second code to a phone only after a minute, and at most five an hour, for any phone', async () => {
    for (const phone of [(await account()).mobile, uniqueMobile()]) {
      expect((await requestCode(phone)).statusCode).toBe(200);
      const again = await requestCode(phone);
      expect(again.statusCode).toBe(429);
      expect(errorOf(again).message).toBe('Please wait 60 seconds before asking for another code.');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('POST auth/reset-password', () => {
  it('sets the new password with the right code, ends every session, and the code works once', async () => {
    const { mobile, password } = await account();
    const session = (await login(mobile, password)).json<{ token: string }>().token;
    await requestCode(mobile);
    const code = await codeSentTo(mobile);

    const response = await reset({ phone: mobile, code, password: 'new password 2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: passwordChangedMessage });

    expect((await login(mobile, password)).statusCode).toBe(401);
    expect((await login(mobile, 'new password 2')).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: apiPaths.auth.me,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);

    const twice = await reset({ phone: mobile, code, password: 'third password 3' });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice)).toMatchObject({ code: 'INVALID_RESET_CODE', message: wrongCodeMessage });
    expect((await login(mobile, 'new password 2')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong code, an unknown phone and no code asked for', async () => {
    const { mobile } = await account();
    await requestCode(mobile);
    const code = await codeSentTo(mobile);
    const answers = [
      await reset({ phone: mobile, code: otherThan(code), password: 'new password 2' }),
      await reset({ phone: uniqueMobile(), code, password: 'new password 2' }),
      await reset({ phone: (await account()).mobile, code, password: 'new password 2' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(errorOf(answer)).toEqual({
        code: 'INVALID_RESET_CODE',
        message: wrongCodeMessage,
        details: { fields: [{ field: 'code', message: wrongCodeMessage }] },
      });
    }
  });

  it('stops a code after five wrong tries, even for the right one then', async () => {
    const { mobile } = await account();
    await requestCode(mobile);
    const code = await codeSentTo(mobile);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await reset({ phone: mobile, code: otherThan(code), password: 'new password 2' })).statusCode,
      ).toBe(400);
    const right = await reset({ phone: mobile, code, password: 'new password 2' });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).code).toBe('INVALID_RESET_CODE');
  });

  it('refuses a code after its 10 minutes', async () => {
    const { mobile } = await account();
    await requestCode(mobile);
    const code = await codeSentTo(mobile);
    t.clock.advance(10 * minute);
    const late = await reset({ phone: mobile, code, password: 'new password 2' });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('INVALID_RESET_CODE');
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const { mobile } = await account();
    const address = uniqueClientAddress();
    await requestCode(mobile, address);
    const first = await codeSentTo(mobile);
    t.clock.advance(minute);
    const second = await issueAnotherCode(mobile);
    expect(second).not.toBe(first);
    expect((await reset({ phone: mobile, code: first, password: 'new password 2' })).statusCode).toBe(400);
    expect((await reset({ phone: mobile, code: second, password: 'new password 2' })).statusCode).toBe(200);
  });

  it('refuses a short password, a code of the wrong shape and unknown fields with 400 naming the field', async () => {
    const { mobile } = await account();
    const short = await reset({ phone: mobile, code: '123456', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(short).details)).toContain('password');
    const letters = await reset({ phone: mobile, code: '12a456', password: 'new password 2' });
    expect(letters.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(letters).details)).toContain('Enter the 6-digit code from the SMS');
    const extra = await reset({ phone: mobile, code: '123456', password: 'new password 2', userId: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('limits checks per phone, whether or not it has an account', async () => {
    for (const phone of [(await account()).mobile, uniqueMobile()]) {
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        answers.push((await reset({ phone, code: '000000', password: 'new password 2' })).statusCode);
      expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(answers[10]).toBe(429);
    }
  });
});

/**
 * A second code for the phone through the service itself: the resend limit counts on the wall clock
 * (rate-limiter-flexible), which the test's clock does not move; that limit has its own test above.
 */
async function issueAnotherCode(mobile: string): Promise<string> {
  const before = await codeSentTo(mobile);
  const service = createPasswordResetService({
    repository: createPasswordResetRepository(t.database.db),
    outbox: createSmsOutboxRepository(t.database.db),
    limiter: { beforeSending: () => Promise.resolve(), beforeChecking: () => Promise.resolve() },
    clock: t.clock,
  });
  await service.requestCode({ phone: mobile }, '10.0.0.1');
  const after = await codeSentTo(mobile);
  if (after === before) throw new Error('no new code');
  return after;
}
