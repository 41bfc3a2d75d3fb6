import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { loggedInCustomer } from './support/cart';
import { addDishThroughApi, saveAddress, startPaymentThroughApi } from './support/orders';

// The customer's order pages follow the order as it truly is (issue 16): the restaurant's moves
// arrive live, without a reload, and the customer can cancel before the restaurant accepts.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo partner (README's demo accounts) and the first restaurant it runs. */
async function demoPartner(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { phone: '9876500001', password: 'partner123' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const restaurants = await request.get('/api/partner/get-restaurants', { headers: auth(token) });
  expect(restaurants.status()).toBe(200);
  const [first] = ((await restaurants.json()) as { data: { restaurantId: number }[] }).data;
  if (!first) throw new Error('the demo partner runs no restaurant');
  return { token, restaurantId: first.restaurantId };
}

/** A new customer's paid order from `restaurantId`, with the browser on its order status page. */
async function paidOrder(page: Page, restaurantId: number) {
  const token = await loggedInCustomer(page);
  const addressId = await saveAddress(page, token);
  await addDishThroughApi(page, token, restaurantId);
  const { orderId, redirectUrl } = await startPaymentThroughApi(page, token, addressId);
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  return orderId;
}

async function partnerMoves(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.status(), await response.text()).toBe(200);
}

test('the customer cancels before the restaurant accepts, and sees the refund', async ({ page }) => {
  const partner = await demoPartner(page.request);
  await paidOrder(page, partner.restaurantId);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(/You will get a full refund of ₹[\d,.]+\./);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled this order').first()).toBeVisible();
  await expect(page.getByText(/^Refund of ₹[\d,.]+ (initiated|completed)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});

test('the restaurant’s moves reach the open tracking page live, each within 2 seconds', async ({ page }) => {
  const partner = await demoPartner(page.request);
  const orderId = await paidOrder(page, partner.restaurantId);
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page.getByText('Order Confirmed (current)')).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const live = { timeout: 2_000 };

  await partnerMoves(page.request, partner.token, `/api/partner/accept-order/${orderId}`, {
    preparationMinutes: 20,
  });
  await expect(page.getByText('Preparing (current)')).toBeVisible(live);
  await expect(page.getByText(/^Food ready by \d{1,2}:\d{2} [ap]m$/)).toBeVisible();

  await partnerMoves(page.request, partner.token, `/api/partner/dispatch-order/${orderId}`, {
    deliveryPersonName: 'Suresh Yadav',
    deliveryPersonPhone: '9876543210',
  });
  await expect(page.getByText('Out for Delivery (current)')).toBeVisible(live);
  const partnerCard = page.getByRole('region', { name: 'Delivery Partner' });
  await expect(
    partnerCard.getByRole('link', { name: 'Call Suresh Yadav on +91 98765 43210' }),
  ).toHaveAttribute('href', 'tel:+919876543210');

  await partnerMoves(page.request, partner.token, `/api/partner/deliver-order/${orderId}`, {});
  await expect(page.getByText('Order Delivered (done)')).toBeVisible(live);
  await expect(page.getByText(/^Delivered at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
});

test('a rejection reaches the order status page live, with the reason and the refund', async ({ page }) => {
  const partner = await demoPartner(page.request);
  const orderId = await paidOrder(page, partner.restaurantId);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  await partnerMoves(page.request, partner.token, `/api/partner/reject-order/${orderId}`, {
    reason: 'kitchen_busy',
  });
  await expect(page.getByRole('heading', { name: 'Order Rejected' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('The kitchen is too busy to take this order').first()).toBeVisible();
  await expect(page.getByText(/^Refund of ₹[\d,.]+ (initiated|completed)$/)).toBeVisible();
});
