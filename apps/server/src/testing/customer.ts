import type { FastifyInstance } from 'fastify';
import { uniqueMobile } from './test-app.ts';

export type TestCustomer = { mobile: string; token: string; headers: { authorization: string } };

/** Registers and logs in a fresh customer through the API, as the web app does. */
export async function registerCustomer(app: FastifyInstance, firstName = 'Ravi'): Promise<TestCustomer> {
  const mobile = uniqueMobile();
  const password = 'correct-horse-42';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName, mobile, email: `${mobile}@example.test`, password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: mobile, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token } = login.json<{ token: string }>();
  return { mobile, token, headers: { authorization: `Bearer ${token}` } };
}
