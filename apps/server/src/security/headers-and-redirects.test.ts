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
  expect(new URL(location, 'http://localhost').origin).toBe('http://localhost');
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
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost\/order-status\/ORD[\w-]{12}$/);
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

/*
 * ADR 023: pages are served on PUBLIC_URL's host only (the test app's is http://localhost, where
 * app.inject's requests arrive). A browser loading a page on any other host is sent to the same path on
 * PUBLIC_URL, whatever Host or path it names: the target never comes from the request's host.
 */
describe('pages on another host than PUBLIC_URL', () => {
  const page = (url: string, headers: Record<string, string>): InjectOptions => ({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml', ...headers },
  });

  it('redirect to the same path and query on PUBLIC_URL, not remembered, before anything runs', async () => {
    const response = await expectStatusAndNoChange(
      kit.t,
      page('/foods/item-card/5?category=2&q=dal', { host: '127.0.0.1:3000' }),
      308,
    );
    expect(response.headers.location).toBe('http://localhost/foods/item-card/5?category=2&q=dal');
    expect(response.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(response);
  });

  it.each([
    '127.0.0.1',
    '192.168.1.5:3000',
    'evil.example',
    'EVIL.example:80',
    'localhost:3000',
    'localhost.evil.example',
    'localhost@evil.example',
    'evil.example/localhost',
    'evil.example#localhost',
    '[::1]',
    'javascript:alert(1)',
    '%00',
  ])('never send a browser to the Host it named: %s', async (host) => {
    const response = await expectStatusAndNoChange(kit.t, page('/login', { host }), 308);
    expect(response.headers.location).toBe('http://localhost/login');
    expect(response.body).not.toContain('evil');
  });

  it.each([
    '//evil.example',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    '/@evil.example',
  ])('keep a path that looks like a host a path on PUBLIC_URL: %s', async (url) => {
    const response = await expectStatusAndNoChange(kit.t, page(url, { host: 'evil.example' }), 308);
    expectNoOffSiteLocation(response);
    expect(new URL(String(response.headers.location)).host).toBe('localhost');
  });

  it('also redirect a navigation that only Sec-Fetch-Mode announces, and HEAD', async () => {
    const navigation = { host: '127.0.0.1:3000', 'sec-fetch-mode': 'navigate', accept: '*/*' };
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await expectStatusAndNoChange(kit.t, { method, url: '/', headers: navigation }, 308);
      expect(response.headers.location).toBe('http://localhost/');
    }
  });

  it('serve PUBLIC_URL itself, with or without its default port, in any letter case', async () => {
    // The test app has no web build: a page path there is a 404, not a redirect.
    for (const host of ['localhost', 'localhost:80', 'LocalHost:80']) {
      await expectStatusAndNoChange(kit.t, page('/nowhere', { host }), 404);
    }
  });

  it('leave the API (the health check included), scripts, images and other methods to answer on any host', async () => {
    const host = '127.0.0.1:3000';
    await expectStatusAndNoChange(kit.t, page('/api/health', { host }), 200);
    await expectStatusAndNoChange(kit.t, page('/api/nope', { host }), 404);
    await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url: '/api/orders/get-cart-info', headers: { ...customer.headers, host } },
      200,
    );
    await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url: '/images/dishes/d.svg', headers: { host, accept: 'image/*' } },
      200,
    );
    await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url: '/assets/app.js', headers: { host, accept: '*/*' } },
      404,
    );
    await expectStatusAndNoChange(
      kit.t,
      { method: 'POST', url: '/login', headers: { host, accept: 'text/html' } },
      404,
    );
  });

  it('believe X-Forwarded-Host from no one but a TRUST_PROXY proxy', async () => {
    const direct = await expectStatusAndNoChange(
      kit.t,
      page('/login', { host: 'localhost', 'x-forwarded-host': 'evil.example' }),
      404,
    );
    expect(direct.headers.location).toBeUndefined();

    const proxied = await createTestApp({ trustProxy: ['loopback'], publicUrl: 'https://railbite.example' });
    try {
      // The proxy passes the public host on; the server itself is reached at 127.0.0.1.
      const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' };
      await expectStatusAndNoChange(
        proxied,
        page('/login', { ...forwarded, 'x-forwarded-host': 'railbite.example' }),
        404,
      );
      const other = await expectStatusAndNoChange(
        proxied,
        page('/login?next=1', { ...forwarded, 'x-forwarded-host': 'www.railbite.example' }),
        308,
      );
      expect(other.headers.location).toBe('https://railbite.example/login?next=1');
      // A client that is not the proxy cannot name its own host.
      const spoofed = await expectStatusAndNoChange(
        proxied,
        {
          ...page('/login', { host: 'railbite.example', 'x-forwarded-host': 'evil.example' }),
          remoteAddress: '203.0.113.9',
        },
        404,
      );
      expect(spoofed.headers.location).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
