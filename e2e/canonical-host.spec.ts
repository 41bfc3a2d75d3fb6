import { expect, test } from './support/test';
import { kitchen } from './support/cart';
import { registeredThroughApi } from './support/customers';
import { addDishThroughApi, saveAddress } from './support/orders';
import { apiLogin } from './support/partner';

// ADR 023: the server's PUBLIC_URL here is the default http://localhost:PORT (playwright.config.ts), and
// it listens on 127.0.0.1, so the same app can be opened at an address that is not PUBLIC_URL.

test('opened at 127.0.0.1, the app moves to PUBLIC_URL before the login, and the customer sees the paid order logged in', async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '');
  const otherAddress = new URL(publicUrl.href);
  otherAddress.hostname = '127.0.0.1';

  const customer = await registeredThroughApi(page);
  const token = await apiLogin(page.request, customer.mobile, customer.password);
  await saveAddress(page, token);
  const dish = await addDishThroughApi(page, token, kitchen.id);

  await page.goto(new URL('/login?from=bookmark', otherAddress).href);
  // Redirected before anything ran on 127.0.0.1: the login below is stored on PUBLIC_URL's origin.
  expect(page.url()).toBe(new URL('/login?from=bookmark', publicUrl).href);
  await page.getByLabel('Phone number').fill(customer.mobile);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${publicUrl.origin}/`);

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByText(dish.itemName).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${publicUrl.origin}/pay/sandbox/SBX`));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // The gateway returns to PUBLIC_URL, where the customer is still logged in.
  await expect(page).toHaveURL(new RegExp(`^${publicUrl.origin}/order-status/ORD`));
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
});
