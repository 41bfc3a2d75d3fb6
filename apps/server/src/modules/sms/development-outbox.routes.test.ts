import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@railbite/contract/paths';
import { loadConfig } from '../../config.ts';
import { createTestApp, uniqueMobile } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { developmentOutboxPath } from './register-sms.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithOutboxPage(outboxPage: boolean) {
  t = await createTestApp({ sms: { provider: 'development', outboxPage } });
  return t;
}

describe('the development SMS outbox page', () => {
  it('shows what would have been sent, newest first, for one phone or all, and is never cached', async () => {
    const app = await appWithOutboxPage(true);
    const mobile = uniqueMobile();
    await app.app.inject({
      method: 'POST',
      url: apiPaths.auth.register,
      payload: {
        firstName: 'Ravi',
        mobile,
        email: `ravi.${mobile}@example.com`,
        password: 'a long password',
      },
    });
    await app.app.inject({
      method: 'POST',
      url: apiPaths.auth.requestPasswordReset,
      payload: { phone: mobile },
    });

    const page = await app.app.inject({ method: 'GET', url: `${developmentOutboxPath}?phone=${mobile}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/\d{6} is your RailBite code to set a new password/);
    expect(page.body).toContain('DEVELOPMENT ONLY');

    const other = await app.app.inject({
      method: 'GET',
      url: `${developmentOutboxPath}?phone=${uniqueMobile()}`,
    });
    expect(other.body).toContain('No messages to');
    expect(other.body).not.toMatch(/\d{6} is your RailBite code/);
  });

  it('does not exist in production', async () => {
    const app = await appWithOutboxPage(false);
    const page = await app.app.inject({ method: 'GET', url: developmentOutboxPath });
    expect(page.statusCode).toBe(404);
  });

  it('is off in production by configuration, and MSG91 needs its key and template', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).sms).toEqual({
      provider: 'development',
      outboxPage: false,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).sms).toEqual({
      provider: 'development',
      outboxPage: true,
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' })).toThrow(
      'MSG91_PASSWORD_RESET_TEMPLATE_ID is required when SMS_PROVIDER=msg91',
    );
    expect(
      loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_PASSWORD_RESET_TEMPLATE_ID: 't1' })
        .sms,
    ).toMatchObject({ provider: 'msg91', msg91: { baseUrl: 'https://control.msg91.com' } });
  });
});
