import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { registeredThroughApi } from './customers';
import { addDishThroughApi, saveAddress, startPaymentThroughApi } from './orders';

/** README's demo partner: runs three kitchens near the demo customer's address. */
export const demoPartner = { phone: '9876500001', password: 'partner123' } as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { phone, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export type ConsoleRestaurant = { restaurantId: number; name: string };

export async function partnerRestaurants(
  request: APIRequestContext,
  token: string,
): Promise<ConsoleRestaurant[]> {
  const response = await request.get('/api/partner/get-restaurants', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ConsoleRestaurant[] }).data;
}

/** Open now and all day, whatever another journey left it at: the order must go through. */
export async function openAllDay(request: APIRequestContext, token: string, restaurantId: number) {
  const response = await request.post(`/api/partner/update-restaurant-status/${String(restaurantId)}`, {
    headers: auth(token),
    data: { isAcceptingOrders: true, opensAt: '00:00', closesAt: '23:59' },
  });
  expect(response.status()).toBe(200);
}

/**
 * A new customer orders the restaurant's first available dish and pays on the sandbox gateway's page;
 * resolves once the payment has confirmed the order (it is then on the restaurant's board).
 */
export async function paidOrderThroughApi(request: APIRequestContext, restaurantId: number) {
  const customer = await registeredThroughApi({ request });
  const token = await apiLogin(request, customer.mobile, customer.password);
  const dish = await addDishThroughApi({ request }, token, restaurantId);
  const addressId = await saveAddress({ request }, token);
  const { orderId, redirectUrl } = await startPaymentThroughApi({ request }, token, addressId);
  const paid = await request.post(redirectUrl, { form: { outcome: 'pay', method: 'upi' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => {
      const status = await request.get(`/api/orders/check-order-payment-status/${orderId}`, {
        headers: auth(token),
      });
      return ((await status.json()) as { paymentStatus?: string }).paymentStatus;
    })
    .toBe('Completed');
  return { orderId, dish, customer };
}
