import { expect, test } from './support/test';
import { escapeRegExp, fillCartAndOpenPayment, kitchen, loggedInCustomer } from './support/cart';
import { saveAddress } from './support/orders';

test('a new customer pays on the gateway page, sees the order placed, finds it in history and tracks it', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  await saveAddress(page, token);
  const dish = await fillCartAndOpenPayment(page);

  await expect(page.getByRole('radio', { name: /Rail Vihar/ })).toBeChecked();
  await page.getByLabel('Leave at the door').check();
  const payButton = page.getByRole('button', { name: /^Pay ₹/ });
  const grandTotal = (await payButton.textContent())?.replace('Pay ', '') ?? '';
  await payButton.click();

  // The sandbox gateway's hosted page, outside the SPA.
  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await expect(page.getByText('TEST PAYMENT GATEWAY')).toBeVisible();
  await expect(page.getByText(grandTotal).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-status\/ORD/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  // The order as it truly is: paid, with the restaurant, waiting to be accepted.
  await expect(
    page.getByText(
      new RegExp(`^Sent to ${escapeRegExp(kitchen.name)}: waiting for the kitchen to accept it by`),
    ),
  ).toBeVisible();
  const orderId = /\/order-status\/(ORD[\w-]+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(orderId)).toBeVisible();
  // The cart is reset on success.
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');

  await page.goto('/user/order-history');
  const card = page.getByRole('button', { name: new RegExp(escapeRegExp(kitchen.name)) });
  await expect(card).toContainText(grandTotal);
  await expect(card).toContainText('Confirmed');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(dish.itemName).first()).toBeVisible();

  await page.goto(`/order-status/${orderId}`);
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderId=${orderId}`));
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText('Order Confirmed (current)')).toBeVisible();
  await expect(page.getByText(kitchen.name).first()).toBeVisible();
});

test('a failed payment shows Payment Failed, and Retry Payment opens a new, live payment page', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  await saveAddress(page, token);
  await fillCartAndOpenPayment(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText("We couldn't process your payment. Please try again or use a different method."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
});

test('the Pay button waits for an address', async ({ page }) => {
  await loggedInCustomer(page);
  await fillCartAndOpenPayment(page);
  await expect(page.getByRole('button', { name: 'Select Address to Continue' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Add your first address' })).toHaveAttribute(
    'href',
    '/user/address/add',
  );
});
