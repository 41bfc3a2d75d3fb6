import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughUi, newCustomer } from './customers';

/** Signs a new customer up through the API and logs them in through the UI; returns their token. */
export async function loggedInCustomer(page: Page): Promise<string> {
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
  await logInThroughUi(page, customer.mobile, customer.password);
  await expect(page).toHaveURL('/');
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token: string }).token,
  );
}

export type ApiCart = {
  restaurantId: number;
  cartInfo: { menuId: number; quantity: number }[];
  menuTotal: number;
  discount: number;
  subTotal: number;
  otherCharges: number;
  otherChargesDetails: Record<string, number>;
  total: number;
} | null;

export async function cartFromApi(request: APIRequestContext, token: string): Promise<ApiCart> {
  const response = await request.get('/api/orders/get-cart-info', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiCart }).data;
}

type MenuItem = { menuId: number; itemName: string; isAvailable: boolean };

export async function menuOf(request: APIRequestContext, restaurantId: number): Promise<MenuItem[]> {
  const response = await request.get(`/api/external/get-restaurant-items/${String(restaurantId)}?limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: MenuItem[] }).data;
}

/** The app's money format: whole rupees, or rupees and two-digit paise. */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
