import type { TestApp } from './test-app.ts';
import { uniqueMobile } from './test-app.ts';

let loginCounter = 0;

/** Registers a new customer through the API and logs them in; returns the bearer header and user id. */
export async function loggedInCustomer(t: TestApp) {
  const mobile = uniqueMobile();
  const password = 'correct horse';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Meera', mobile, email: `meera.${mobile}@example.com`, password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  loginCounter += 1;
  // A different address per login keeps the per-IP login limit out of the way of the tests.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: mobile, password },
    remoteAddress: `10.77.${String(Math.floor(loginCounter / 250))}.${String(loginCounter % 250)}`,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json<{ token: string }>().token;
  return { mobile, headers: { authorization: `Bearer ${token}` } };
}
