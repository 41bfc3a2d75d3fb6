import type { FastifyInstance } from 'fastify';
import { uniqueClientAddress, uniqueMobile } from './test-app.ts';

export type TestCustomer = {
  mobile: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
};

export const testCustomerPassword = 'correct-horse-42';

/** Logs in through the API (from an address of its own) and returns the bearer headers for that new session. */
export async function logInCustomer(app: FastifyInstance, mobile: string, password = testCustomerPassword) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: mobile, password },
    remoteAddress: uniqueClientAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token } = login.json<{ token: string }>();
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** Registers (from an address of its own) and logs in a fresh customer through the API, as the web app does. */
export async function registerCustomer(app: FastifyInstance, firstName = 'Ravi'): Promise<TestCustomer> {
  const mobile = uniqueMobile();
  const email = `${mobile}@example.test`;
  const password = testCustomerPassword;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName, mobile, email, password },
    remoteAddress: uniqueClientAddress(),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return { mobile, email, password, ...(await logInCustomer(app, mobile, password)) };
}
