import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { KitCustomer } from './security-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { expectChangesOnlyIn, expectStatusAndNoChange, kitWithCustomerCart } from './security-kit.ts';

/*
 * Security headers on every kind of response, HSTS only for responses that travelled over TLS, and no
 * redirect parameter anywhere that can send a browser off-site.
 */

let kit: CheckoutKit;
let customer: KitCustomer;
let sandboxPagePath: string;

beforeAll(async () => {
  ({ kit, customer } = await kitWithCustomerCart());
  sandboxPagePath = new URL((await kit.placed(customer)).redirectUrl).pathname;
});
afterAll(() => kit.t.close());

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  const responses: [string, () => InjectOptions, number][] = [
    [
      'an API answer',
      () => ({ method: 'GET', url: '/api/orders/get-cart-info', headers: customer.headers }),
      200,
    ],
    ['a validation error', () => ({ method: 'GET', url: '/api/external/get-restaurants?limit=0' }), 400],
    ['a 401', () => ({ method: 'GET', url: '/api/auth/me' }), 401],
    ['an unknown API path', () => ({ method: 'GET', url: '/api/nope' }), 404],
    [
      'a 415',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      415,
    ],
    ['the sandbox payment page', () => ({ method: 'GET', url: sandboxPagePath }), 200],
    ['a generated image', () => ({ method: 'GET', url: '/images/dishes/d.svg' }), 200],
    ['the OpenAPI document', () => ({ method: 'GET', url: '/api/openapi.json' }), 200],
    ['the API docs page', () => ({ method: 'GET', url: '/api/docs' }), 200],
    ['the API docs script', () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }), 200],
  ];

  it.each(responses)('are sent on %s', async (_label, request, status) => {
    expectSecurityHeaders(await expectStatusAndNoChange(kit.t, request(), status));
  });

  it('are the one CSP of the API on the API docs, which may not be framed', async () => {
    const cspOf = async (url: string) =>
      (await expectStatusAndNoChange(kit.t, { method: 'GET', url }, 200)).headers['content-security-policy'];
    const apiPolicy = await cspOf('/api/health');
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      expect(await cspOf(url), url).toBe(apiPolicy);
    }
  });

  it('leave out HSTS over plain HTTP', async () => {
    const response = await expectStatusAndNoChange(kit.t, { method: 'GET', url: '/api/health' }, 200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave out HSTS when a client claims https but the server does not trust proxies', async () => {
    const response = await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } },
      200,
    );
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a trusted TLS-terminating proxy', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      // inject connects from 127.0.0.1: the proxy is on this machine.
      proxied = await createTestApp({ trustProxy: ['loopback'], publicUrl: 'https://railbite.example' });
    });
    afterAll(() => proxied.close());

    it('send HSTS on responses that came over https, errors included', async () => {
      for (const [url, status] of [
        ['/api/health', 200],
        ['/api/auth/me', 401],
      ] as const) {
        const response = await expectStatusAndNoChange(
          proxied,
          { method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } },
          status,
        );
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      }
    });

    it('leave out HSTS when a client that is not the listed proxy claims https', async () => {
      const response = await expectStatusAndNoChange(
        proxied,
        {
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress: '203.0.113.9',
        },
        200,
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('leave out HSTS on a request the proxy says came over plain http', async () => {
      const response = await expectStatusAndNoChange(
        proxied,
        { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } },
        200,
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

const offSite = ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'];

function expectNoOffSiteLocation(response: LightMyRequestResponse) {
  const location = response.headers.location;
  if (location === undefined) return;
  expect(new URL(location, 'http://localhost:3000').origin).toBe('http://localhost:3000');
}

describe('open redirects', () => {
  it.each(offSite)('the sandbox page refuses a return address %s smuggled into its form', async (target) => {
    for (const field of ['returnUrl', 'redirect', 'redirectUrl', 'next']) {
      const response = await expectStatusAndNoChange(
        kit.t,
        {
          method: 'POST',
          url: sandboxPagePath,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ outcome: 'pay', method: 'upi', [field]: target }).toString(),
        },
        400,
      );
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('the sandbox page ignores redirect parameters in its URL and returns only to our order page', async () => {
    const query = new URLSearchParams({ returnUrl: offSite[0]!, redirect: offSite[1]!, next: offSite[2]! });
    const response = await expectChangesOnlyIn(
      kit.t,
      {
        method: 'POST',
        url: `${sandboxPagePath}?${query.toString()}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=cancel&method=upi',
      },
      303,
      // Cancelling settles the sandbox's own record; no order or payment of ours moves until its webhook.
      ['sandbox_payments'],
    );
    expect(String(response.headers.location)).toMatch(
      /^http:\/\/localhost:3000\/order-status\/ORD[\w-]{12}$/,
    );
  });

  // The test app has no web build, so page paths are 404s; app.test.ts covers the same paths with one.
  it.each([
    ['//evil.example', 404],
    ['//evil.example/%2e%2e', 404],
    ['/%2F%2Fevil.example', 404],
    ['/%5Cevil.example', 404],
    ['/api/health/..%2F..%2F%2F%2Fevil.example', 404],
    ['/login?redirect=https://evil.example', 404],
    ['/login?next=//evil.example', 404],
    // Swagger UI ignores ?url= (queryConfigEnabled is off): it always loads our own document.
    ['/api/docs?url=https://evil.example/openapi.json', 200],
    ['/api/docs/static/index.html?url=https://evil.example/openapi.json', 302],
  ] as const)('GET %s answers %i, never with an off-site Location', async (url, status) => {
    const response = await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url, headers: { accept: 'text/html' } },
      status,
    );
    expectNoOffSiteLocation(response);
    if (status !== 302) expect(response.body).not.toContain('evil.example');
  });
});
