import { registerCustomer } from './customer.ts';
import type { TestApp } from './test-app.ts';

/** Registers a new customer through the API and logs them in; returns the bearer header and mobile. */
export async function loggedInCustomer(t: TestApp) {
  const { mobile, headers } = await registerCustomer(t.app, 'Meera');
  return { mobile, headers };
}
