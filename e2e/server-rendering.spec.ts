import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { kitchen, loggedInCustomer, menuOf, otherKitchen } from './support/cart';
import { openAccountDrawer, registeredThroughApi } from './support/customers';
import { addDishThroughApi, saveAddress } from './support/orders';

// ADR 013: the home page, menus, the cart and order history arrive as HTML and are hydrated; ADR 014:
// a logged-in customer's arrive with their own data.

/** Errors React reports when the browser's first render differs from the server's HTML. */
function watchForHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a menu shows its restaurant and dishes, and the home page its restaurants', async ({ page }) => {
    const [dish] = await menuOf(page.request, kitchen.id);
    if (!dish) throw new Error('the kitchen needs a dish');
    await page.goto(`/foods/item-card/${String(kitchen.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: /^Recommended \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(dish.itemName, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/ — RailBite$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Good food for every journey.' })).toBeVisible();
    // Restaurant cards are links: they work before (and without) the app's code.
    const restaurants = page.getByRole('region', { name: 'Restaurants with online food delivery' });
    await restaurants.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/foods\/item-card\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Recommended/ })).toBeVisible();
  });
});

test('a visitor’s menu hydrates without a mismatch and its ADD button works', async ({ page }) => {
  const errors = watchForHydrationErrors(page);
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Changing the cart needs an account (SPEC.md §4): a working button sends a visitor to log in.
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page).toHaveURL('/login');
  expect(errors).toEqual([]);
});

test('a customer’s cart arrives rendered with their dishes, address and bill', async ({ page, browser }) => {
  const token = await loggedInCustomer(page);
  const dish = await addDishThroughApi(page, token);
  const addressId = await saveAddress(page, token);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'railbite_session');
  expect(session?.value).toBe(token);
  expect(session?.httpOnly).toBe(false);
  expect(session?.sameSite).toBe('Lax');

  // The same browser's cookies, without JavaScript: what the server sent is all there is.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    await noScript.addCookies(await page.context().cookies());
    const html = await noScript.newPage();
    await html.goto('/foods/item-view-cart');
    await expect(html.getByText(dish.itemName).first()).toBeVisible();
    await expect(html.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
    await expect(
      html.getByRole('group', { name: 'Delivery address' }).getByRole('radio', { checked: true }),
    ).toHaveValue(String(addressId));
    await expect(html.getByText('Loading your cart')).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});

test('a customer’s cart and history hydrate, then show their own data', async ({ page }) => {
  const errors = watchForHydrationErrors(page);
  const token = await loggedInCustomer(page);
  const dish = await addDishThroughApi(page, token);
  const addressId = await saveAddress(page, token);

  await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(dish.itemName).first()).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Delivery address' }).getByRole('radio', { checked: true }),
  ).toHaveValue(String(addressId));
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The hydrated page works: the stepper changes the cart.
  await page.getByRole('button', { name: `Add one more ${dish.itemName}` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Hungry, / })).toBeVisible();
  expect(errors).toEqual([]);

  // Logging out takes the page-session cookie with it: the next cart page is nobody's.
  await openAccountDrawer(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain('railbite_session');
});

test('a customer’s cart holds still while the app takes over, with addresses stored nowhere yet', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  await addDishThroughApi(page, token);
  // Saved through the API after login, as on another device: this browser has no stored list.
  await saveAddress(page, token);
  // Layout shifts of the page's content (the header's lazily loaded address menu is not in <main>).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { mainShifts: number[] }).mainShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        const main = document.querySelector('main');
        if (entry.sources.some((source) => source.node && main?.contains(source.node)))
          shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The header asks for the addresses once the app runs; held until the app has taken over the page, as
  // on a slow phone, so that what the page shows in between is seen.
  let answerAddresses = () => {};
  const addressesHeld = new Promise<void>((resolve) => {
    answerAddresses = resolve;
  });
  await page.route('**/api/user/get-all-addresses', async (route) => {
    await addressesHeld;
    await route.continue();
  });
  const addressesRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/get-all-addresses',
  );
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

  await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await twoFrames();
  answerAddresses();
  await addressesRead;
  // Two frames after the answer, so that a shift it caused has been reported.
  await twoFrames();
  // Before, the address list emptied when the app switched to this browser's (empty) storage and came
  // back with the header's request: Delivery instructions and the bill jumped up and down (ADR 039).
  expect(await page.evaluate(() => (window as unknown as { mainShifts: number[] }).mainShifts)).toEqual([]);
});

test('a page rendered for another login’s cookie shows this browser’s own customer', async ({ page }) => {
  const token = await loggedInCustomer(page);
  const ownDish = await addDishThroughApi(page, token, kitchen.id);
  // Another account's session, planted in this browser's cookie (say, by a neighbouring site).
  const other = await registeredThroughApi(page);
  const login = await page.request.post('/api/auth/login', {
    data: { phone: other.mobile, password: other.password },
  });
  const otherToken = ((await login.json()) as { token: string }).token;
  const otherDish = await addDishThroughApi(page, otherToken, otherKitchen.id);
  await addDishThroughApi(page, otherToken, otherKitchen.id);
  await page
    .context()
    .addCookies([
      { name: 'railbite_session', value: otherToken, url: test.info().project.use.baseURL ?? '' },
    ]);

  await page.goto('/foods/item-view-cart');
  await expect(page.getByText(ownDish.itemName).first()).toBeVisible();
  await expect(page.getByText(otherDish.itemName)).toHaveCount(0);
  // Nothing of the other account's is kept: the header counts this customer's one dish, not its two.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The app puts this browser's own session back into the cookie.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'railbite_session');
  expect(cookie?.value).toBe(token);
});

test('a visitor sent to a customer’s page is still asked to log in', async ({ page }) => {
  await page.goto('/foods/item-view-cart');
  await expect(page).toHaveURL('/login');
});
