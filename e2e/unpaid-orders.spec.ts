import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { escapeRegExp, kitchen, loggedInCustomer, menuOf, otherKitchen } from './support/cart';
import { addDishThroughApi, saveAddress } from './support/orders';

/*
 * Issue 15: an unpaid order never reads as paid, shows no delivery estimate, can be paid again for the
 * same cart on a live gateway page, and order history lists a cart once, as the order that was paid
 * (ADR 022).
 */

const sandboxPage = /\/pay\/sandbox\/(SBX[\w-]+)$/;
const orderStatusPage = /\/order-status\/(ORD[\w-]+)$/;

/** A logged-in customer with an address and a dish in the cart, on the Payment page. */
async function onPaymentPage(page: Page) {
  const token = await loggedInCustomer(page);
  await saveAddress(page, token);
  const dish = await addDishThroughApi(page, token, kitchen.id);
  await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  return { token, dish };
}

/** Pays with the cart's Pay button and fails the payment on the sandbox page; answers the order id. */
async function failAPayment(page: Page) {
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(sandboxPage);
  const failedPage = page.url();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(orderStatusPage);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  const orderId = orderStatusPage.exec(page.url())?.[1] ?? '';
  return { orderId, failedPage };
}

test('a failed payment reads as not paid everywhere; Retry Payment pays the same cart on a live page; history shows one order', async ({
  page,
}) => {
  // Two trips to the gateway and the history's two lists.
  test.slow();
  const { dish } = await onPaymentPage(page);
  const failed = await failAPayment(page);
  await expect(page.getByText('Not paid, and nothing was charged.')).toBeVisible();

  // Tracking the failed order: not paid, no "Paid", no estimate, and a way to pay again.
  await page.goto(`/track-order?orderId=${failed.orderId}`);
  await expect(page.getByText('Not paid, and nothing was charged.')).toBeVisible();
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details.getByText('Not paid, with charges')).toBeVisible();
  await expect(page.getByText(/^Paid/)).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ min|Arriving|Promised/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry Payment' })).toBeVisible();

  // Retry Payment from the order status page: a new payment, on a live gateway page.
  await page.goto(`/order-status/${failed.orderId}`);
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(sandboxPage);
  expect(page.url()).not.toBe(failed.failedPage);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const paidOrderId = orderStatusPage.exec(page.url())?.[1] ?? '';
  expect(paidOrderId).not.toBe(failed.orderId);

  // Order history: one order, the paid one, with the window promised when it was paid; the failed attempt only under Unpaid.
  await page.goto('/user/order-history');
  await expect(page.getByText('Showing 1 of 1 order')).toBeVisible();
  const paidCard = page.getByRole('button', { name: new RegExp(escapeRegExp(kitchen.name)) });
  await expect(paidCard).toContainText('Confirmed');
  await expect(paidCard).toContainText(/Promised between \d{1,2}:\d\d( [ap]m)? and \d{1,2}:\d\d [ap]m/);
  await paidCard.click();
  await expect(page.getByText(dish.itemName).first()).toBeVisible();
  await expect(page.getByText('1 earlier payment for this cart did not go through.')).toBeVisible();
  await page.getByRole('link', { name: 'See unpaid attempts' }).click();

  await expect(page).toHaveURL(/\/user\/order-history\?payment=unpaid$/);
  await expect(page.getByRole('button', { name: 'Unpaid', pressed: true })).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 unpaid attempt')).toBeVisible();
  const failedCard = page.getByRole('button', { name: new RegExp(escapeRegExp(kitchen.name)) });
  await expect(failedCard).toContainText('Payment Failed');
  await expect(failedCard).toContainText('Not paid · nothing charged');
  await expect(failedCard).not.toContainText(/\d+-\d+ min|Promised/);
  await failedCard.click();
  await expect(page.getByText(`Your cart was paid as order ${paidOrderId}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the order you paid' })).toHaveAttribute(
    'href',
    `/order-status/${paidOrderId}`,
  );
});

test('the gateway’s page of a failed payment leads back to the cart', async ({ page }) => {
  await onPaymentPage(page);
  const failed = await failAPayment(page);
  await page.goto(failed.failedPage);
  await expect(page.getByRole('heading', { name: 'This payment did not go through' })).toBeVisible();
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to your cart at RailBite' }).click();
  await expect(page).toHaveURL('/foods/item-view-cart');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
});

test('Retry Payment after the cart changed says so and leads to the cart', async ({ page }) => {
  const { token } = await onPaymentPage(page);
  const failed = await failAPayment(page);
  // The customer changes the cart meanwhile (another tab): another kitchen's dish replaces it.
  const [dish] = (await menuOf(page.request, otherKitchen.id)).filter((item) => item.isAvailable);
  const response = await page.request.post('/api/orders/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { menuId: dish?.menuId, restaurantId: otherKitchen.id, replaceCart: true },
  });
  expect(response.ok()).toBe(true);

  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your cart has changed since this payment. Check it and pay from your cart.',
  );
  expect(page.url()).toContain(`/order-status/${failed.orderId}`);
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL('/foods/item-view-cart');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
});
