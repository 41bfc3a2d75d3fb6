import { afterAll, beforeAll, describe, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { hashSessionToken } from '../modules/auth/session-token.ts';
import { logInCustomer, registerCustomer } from '../testing/customer.ts';
import type { TestCustomer } from '../testing/customer.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { documentedRoutes, expectStatusAndNoChange, fillPath } from './security-kit.ts';
import type { DocumentedRoute } from './security-kit.ts';

/*
 * Every login-protected route (read from the OpenAPI document, so new ones are included) answers 401
 * and changes nothing without a usable token: none, tampered, logged out or expired.
 */

let t: TestApp;
let customer: TestCustomer;
let protectedRoutes: DocumentedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app);
  protectedRoutes = (await documentedRoutes(t)).filter((route) => route.needsLogin);
});
afterAll(() => t.close());

/** Valid-looking bodies, so a 401 can only come from the token check. */
const bodies: Record<string, object> = {
  'PATCH /api/auth/me': { name: 'Mallory' },
  'DELETE /api/auth/me': { password: 'correct-horse-42' },
  'POST /api/auth/change-password': { currentPassword: 'correct-horse-42', newPassword: 'new-horse-4242' },
  'PUT /api/user/notification-preferences': {},
  'POST /api/orders/add-to-cart': { menuId: 1, restaurantId: 1 },
  'POST /api/orders/change-cart-get-cart-info': { menuId: 1, restaurantId: 1, quantity: 0 },
  'POST /api/user/create-user-address': {},
  'PUT /api/user/update-user-address/:id': {},
  'POST /api/orders/init-order': { addressId: 1 },
};

function requestTo(route: DocumentedRoute, headers: Record<string, string>): InjectOptions {
  const key = `${route.method} ${route.path}`;
  return {
    method: route.method,
    url: fillPath(route.path, { orderId: 'ORDaaaaaaaaaaaa' }),
    headers,
    ...(route.hasBody ? { payload: bodies[key] ?? {} } : {}),
  };
}

async function expectEveryProtectedRouteRefuses(headers: Record<string, string>) {
  for (const route of protectedRoutes) {
    await expectStatusAndNoChange(t, requestTo(route, headers), 401, 'UNAUTHENTICATED');
  }
}

function tamper(token: string, position: number) {
  const flipped = token[position] === 'A' ? 'B' : 'A';
  return token.slice(0, position) + flipped + token.slice(position + 1);
}

describe('requests without a usable token', () => {
  it('answer 401 on every protected route with no Authorization header', async () => {
    await expectEveryProtectedRouteRefuses({});
  });

  it.each([
    ['one character changed at the start', (token: string) => tamper(token, 0)],
    ['one character changed at the end', (token: string) => tamper(token, token.length - 1)],
    ['truncated', (token: string) => token.slice(0, -1)],
    ['extended', (token: string) => `${token}A`],
    ['SQL in place of the token', () => "' OR '1'='1"],
    ['a JWT with alg none', () => 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.'],
    ['the token’s SHA-256 (what the database stores)', (token: string) => hashSessionToken(token)],
  ])('answer 401 on every protected route for a token %s', async (_label, forge) => {
    await expectEveryProtectedRouteRefuses({ authorization: `Bearer ${forge(customer.token)}` });
  });

  it.each([
    ['another scheme', (token: string) => `Basic ${token}`],
    ['no scheme', (token: string) => token],
    ['an empty bearer', () => 'Bearer '],
  ])('answer 401 for the right token under %s', async (_label, header) => {
    await expectEveryProtectedRouteRefuses({ authorization: header(customer.token) });
  });

  it('answer 401 on every protected route once the session is logged out', async () => {
    const session = await logInCustomer(t.app, customer.mobile);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    if (logout.statusCode !== 200) throw new Error(logout.body);
    await expectEveryProtectedRouteRefuses(session.headers);
  });

  // Last: moving the clock past 30 days expires every session of this file.
  it('answer 401 on every protected route once the session has expired', async () => {
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    await expectEveryProtectedRouteRefuses(customer.headers);
  });
});
