import { expect, test } from './support/test';
import type { Locator, Page, Route } from '@playwright/test';
import { appReady } from './support/test';
import { cartFromApi, kitchen, menuOf } from './support/cart';
import { logInThroughUi, registeredThroughApi } from './support/customers';
import { addDishThroughApi, saveAddress } from './support/orders';
import { apiLogin } from './support/partner';

// Issue 15: server-rendered pages (ADR 013) show their buttons before the app has taken over; on a slow
// phone taps made then did nothing. Every tap made as soon as a button shows must take effect.

// The subject is a first visit, whose code comes over the slow network. With the service worker
// (ADR 033) the second tab would take the app's code from the worker's cache, past the held requests.
test.use({ serviceWorkers: 'block' });

type SlowPhone = { page: Page; releaseCode: () => Promise<void>; cspViolations: string[] };

/**
 * A second tab of the logged-in customer's browser, on a phone 4× slower than this machine, whose
 * connection is slow (Lighthouse's slow 4G) and whose app code is held back until `releaseCode`:
 * taps made before that certainly come before the app has run, however fast this machine is.
 */
async function slowPhone(page: Page, { holdCode }: { holdCode: boolean }): Promise<SlowPhone> {
  const phone = await page.context().newPage();
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // The script that holds early taps is inline, allowed by its hash alone (ADR 004).
  const cspViolations: string[] = [];
  phone.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  const held: Route[] = [];
  let holding = holdCode;
  await phone.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    page: phone,
    cspViolations,
    async releaseCode() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** A tap on a phone, a click on a desktop: whichever the project's device makes. */
function tap(control: Locator) {
  return test.info().project.use.hasTouch ? control.tap() : control.click();
}

/**
 * A customer with a saved address (and `withDish`, a dish in the cart) before logging in here, so
 * this browser has loaded them and asks for no address (the prompt would cover the page in every tab).
 */
async function customerLoggedIn(page: Page, { withDish }: { withDish: boolean }): Promise<string> {
  const customer = await registeredThroughApi(page);
  const token = await apiLogin(page.request, customer.mobile, customer.password);
  await saveAddress(page, token);
  if (withDish) await addDishThroughApi(page, token);
  await logInThroughUi(page, customer.mobile, customer.password);
  await expect(page.getByRole('link', { name: `Cart, ${withDish ? '1 item' : '0 items'}` })).toBeVisible();
  return token;
}

async function fourDishes(page: Page) {
  const dishes = (await menuOf(page.request, kitchen.id)).filter((dish) => dish.isAvailable).slice(0, 4);
  expect(dishes).toHaveLength(4);
  return dishes;
}

for (const holdCode of [true, false]) {
  const when = holdCode ? 'before the app’s code has arrived' : 'while the app loads';
  test(`four ADD taps on a menu ${when} all reach the cart`, async ({ page }) => {
    const token = await customerLoggedIn(page, { withDish: false });
    const dishes = await fourDishes(page);
    const phone = await slowPhone(page, { holdCode });

    await phone.page.goto(`/foods/item-card/${String(kitchen.id)}`, { waitUntil: 'commit' });
    for (const dish of dishes) {
      const add = phone.page.getByRole('button', { name: `Add ${dish.itemName} to cart` });
      await tap(add);
      // Held until the app is ready, and shown as taken meanwhile.
      if (holdCode) await expect(add).toHaveAttribute('data-early-tap', '');
    }
    // Tapping scrolled the menu; the app taking over must not move it from under the reader's finger.
    const scrollY = () => phone.page.evaluate(() => window.scrollY);
    const readingAt = await scrollY();
    if (holdCode) expect(readingAt).toBeGreaterThan(0);
    await phone.releaseCode();
    await appReady(phone.page);
    if (holdCode) expect(await scrollY()).toBe(readingAt);

    await expect(phone.page.getByText('4 items added')).toBeVisible();
    await expect
      .poll(async () => (await cartFromApi(page.request, token))?.cartInfo.map((line) => line.quantity))
      .toEqual([1, 1, 1, 1]);
    expect(phone.cspViolations).toEqual([]);
  });
}

test('a Pay tap before the app’s code has arrived goes to the payment page', async ({ page }) => {
  await customerLoggedIn(page, { withDish: true });
  const phone = await slowPhone(page, { holdCode: true });

  await phone.page.goto('/foods/item-view-cart', { waitUntil: 'commit' });
  await tap(phone.page.getByRole('button', { name: /^Pay ₹/ }));
  await phone.releaseCode();
  await appReady(phone.page);

  await expect(phone.page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await expect(phone.page.getByText('TEST PAYMENT GATEWAY')).toBeVisible();
  expect(phone.cspViolations).toEqual([]);
});
