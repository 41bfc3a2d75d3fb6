import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { logInCustomer, registerCustomer, testCustomerPassword } from '../testing/customer.ts';
import type { TestCustomer } from '../testing/customer.ts';
import { createTestApp, uniqueMobile } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { documentedRoutes, fillPath, roleOfRoute } from './security-kit.ts';
import type { DocumentedRoute } from './security-kit.ts';

/*
 * Answers that carry a token or personal data must not be kept by the browser's cache (the next user
 * of a shared computer) or by a proxy: `Cache-Control: no-store` on every answer to a request with
 * credentials and on the auth routes, errors included. Public catalog answers keep their caching.
 */

let t: TestApp;
let customer: TestCustomer;
let routes: DocumentedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app);
  routes = await documentedRoutes(t);
});
afterAll(() => t.close());

function expectNoStore(response: LightMyRequestResponse, label: string) {
  expect(response.headers['cache-control'], `${label} (${String(response.statusCode)})`).toBe('no-store');
}

/** Reads of the customer's own object that does not exist until they make it (a signed contract). */
const notYetMade = new Set(['GET /api/partner-application/contract.pdf']);

describe('Cache-Control: no-store', () => {
  it('is on every protected route, for its data and its errors alike', async () => {
    const protectedRoutes = routes.filter((route) => route.needsLogin);
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const route of protectedRoutes) {
      // A session of its own per route: logging out or deleting must not spoil the next one.
      const { headers } = await logInCustomer(t.app, customer.mobile);
      const response = await t.app.inject({
        method: route.method,
        url: fillPath(route.path, { orderId: 'ORDaaaaaaaaaaaa' }),
        headers,
        ...(route.hasBody ? { payload: {} } : {}),
      });
      const label = `${route.method} ${route.path}`;
      expect(response.statusCode, label).toBeLessThan(500);
      // Reads without an id answer with the customer's own data (the profile, cart, addresses, orders);
      // the partner's and admin's answer the customer 403, no-store too.
      if (route.method === 'GET' && route.pathParams.length === 0 && roleOfRoute(route.path) === 'customer')
        expect(response.statusCode, label).toBe(notYetMade.has(label) ? 404 : 200);
      expectNoStore(response, label);
    }
  });

  it('is on a request with a bad token too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-cart-info',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
    expectNoStore(response, 'a bad token');
  });

  it('is on the login answer that carries the token, and on sign-up', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: customer.mobile, password: testCustomerPassword },
      remoteAddress: '10.66.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('token');
    expectNoStore(login, 'login');
    const mobile = uniqueMobile();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Asha', mobile, email: `${mobile}@example.test`, password: testCustomerPassword },
    });
    expect(signUp.statusCode).toBe(201);
    expectNoStore(signUp, 'sign-up');
  });

  it('is not added to public catalog answers asked without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/external/get-restaurants' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
