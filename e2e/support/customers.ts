import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export type Customer = { name: string; mobile: string; email: string; password: string };

/** A customer no other test uses: the mobile number and email are random. */
export function newCustomer(): Customer {
  const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  return { name: 'Priya', mobile, email: `priya.${mobile}@example.com`, password: 'journey-secret-1' };
}

export async function signUpThroughUi(page: Page, customer: Customer) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Phone number').fill(customer.mobile);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');
}

/**
 * A new customer has no saved address, so the cart page asks for one (SPEC.md §2). Journeys that are
 * not about addresses browse on without one; pass `addressPrompt: 'keep'` to test the prompt.
 */
export async function logInThroughUi(
  page: Page,
  phone: string,
  password: string,
  options: { addressPrompt?: 'dismiss' | 'keep' } = {},
) {
  if (options.addressPrompt !== 'keep') {
    await page.addLocatorHandler(
      page.getByRole('dialog', { name: 'Add a delivery address' }),
      async (dialog) => {
        await dialog.getByRole('button', { name: 'Browse Without Address' }).click();
      },
    );
  }
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export function openAccountDrawer(page: Page) {
  return page.getByRole('button', { name: /account menu|sign in|account/i }).click();
}

/** A new customer, registered through the API (not logged in). */
export async function registeredThroughApi(page: Pick<Page, 'request'>): Promise<Customer> {
  const customer = newCustomer();
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: customer.name,
      mobile: customer.mobile,
      email: customer.email,
      password: customer.password,
    },
  });
  expect(registered.status()).toBe(201);
  return customer;
}

/** A new customer, registered through the API and logged in through the UI. */
export async function signedUpAndLoggedIn(
  page: Page,
  options: { addressPrompt?: 'dismiss' | 'keep' } = {},
): Promise<Customer> {
  const customer = await registeredThroughApi(page);
  await logInThroughUi(page, customer.mobile, customer.password, options);
  await expect(page).toHaveURL('/');
  return customer;
}
