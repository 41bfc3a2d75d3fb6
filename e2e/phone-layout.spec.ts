import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { restaurantMark } from '../apps/server/src/modules/images/image-art';
import { kitchen, loggedInCustomer, menuOf } from './support/cart';
import { saveAddress } from './support/orders';

/**
 * Issue 15, "Phone layout and feedback": on a 390×844 phone the Pay button and the Grand Total stay in
 * view, the delivery address is shown whole, the header's address keeps clear of the Offers icon and
 * the offer ribbons of the plate mark; on a desktop the search overlay fills the screen (SPEC.md §2).
 */

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('expected the element to be laid out');
  return box;
}

const isPhone = () => test.info().project.name === 'phone';

/** Long enough that no phone shows it on one line. */
const longAddress = {
  completeAddress: 'Flat 1204, Tower B, Indraprastha Rail Vihar Cooperative Housing Society, Sector 17',
  area: 'Paharganj Main Bazaar',
};
const fullAddressText = `${longAddress.completeAddress}, ${longAddress.area}, New Delhi, Delhi, 110055`;

/** A cart of several dishes, so the Payment page is longer than a phone's screen. */
async function fillCart(page: Page, token: string) {
  const dishes = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable).slice(0, 4);
  for (const dish of dishes) {
    const response = await page.request.post('/api/orders/add-to-cart', {
      headers: { authorization: `Bearer ${token}` },
      data: { menuId: dish.menuId, restaurantId: kitchen.id },
    });
    expect(response.ok()).toBe(true);
  }
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Pay bar shows the Grand Total, is in view without scrolling and stays there; the address is whole', async ({
    page,
  }) => {
    test.skip(!isPhone(), 'the bar is the phone layout; the desktop keeps the button in its column');
    const token = await loggedInCustomer(page);
    await saveAddress(page, token, longAddress);
    await fillCart(page, token);

    await page.goto('/foods/item-view-cart');
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const payButton = page.getByRole('button', { name: /^Pay ₹/ });
    const grandTotal = ((await payButton.textContent()) ?? '').replace('Pay ', '');
    const bar = page.getByTestId('pay-bar');
    await expect(bar).toContainText(`Grand Total${grandTotal}`);
    // The page is longer than the screen, so "in view" says something.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(400);

    await expect(payButton).toBeInViewport({ ratio: 1 });
    const atTop = await boxOf(payButton);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
    });
    await expect(payButton).toBeInViewport({ ratio: 1 });
    expect((await boxOf(payButton)).y).toBeCloseTo(atTop.y, 0);

    // At the end of the page the bar covers nothing: the bill ends above it.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(payButton).toBeInViewport({ ratio: 1 });
    expect((await boxOf(payButton)).y).toBeCloseTo(atTop.y, 0);
    const bill = await boxOf(page.getByRole('region', { name: 'Bill details' }));
    expect(bill.y + bill.height).toBeLessThanOrEqual((await boxOf(bar)).y);

    // The delivery address, chosen, in full: wrapped within the screen, not cut off.
    await expect(page.getByRole('radio', { name: new RegExp(longAddress.completeAddress) })).toBeChecked();
    const address = page.getByText(fullAddressText, { exact: true });
    await address.scrollIntoViewIfNeeded();
    await expect(address).toBeVisible();
    const fits = await address.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    );
    expect(fits).toBe(true);
    const addressBox = await boxOf(address);
    expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(390);

    // The bar's button is the Pay button: its busy state shows there, then the gateway opens.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/orders/init-order', async (route) => {
      await held;
      await route.continue();
    });
    await payButton.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await expect(processing).toBeDisabled();
    await expect(processing).toBeInViewport({ ratio: 1 });
    release();
    await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  });

  test('the header’s address keeps clear of the Train and Offers icons', async ({ page }) => {
    const token = await loggedInCustomer(page);
    await saveAddress(page, token, longAddress);
    await page.goto('/');
    const address = page.getByRole('button', { name: /^Deliver to / });
    await expect(address).toContainText('Flat 1204');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The cart link and the account menu load after the address: measure once the header is whole,
    // or a box read before they arrive meets one read after they moved the icons.
    await expect(nav.getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /open account menu/ })).toBeVisible();
    const addressBox = await boxOf(address);
    // The Train link is the first icon after the address.
    expect(intersects(addressBox, await boxOf(nav.getByRole('link', { name: /^Train/ })))).toBe(false);
    expect(intersects(addressBox, await boxOf(nav.getByRole('link', { name: /^Offers/ })))).toBe(false);
    // The address truncates inside its button rather than running out of it.
    const text = await boxOf(page.getByTestId('header-address'));
    expect(text.x + text.width).toBeLessThanOrEqual(addressBox.x + addressBox.width);
  });
});

test('offer ribbons keep clear of the plate mark on the restaurant cards', async ({ page }) => {
  await page.goto('/');
  const discover = page.getByRole('region', { name: 'Discover New' });
  await expect(discover.locator('a[href^="/foods/item-card/"]').first()).toBeVisible();
  const cards = page.locator('a[href^="/foods/item-card/"]').filter({ has: page.locator('img + p') });
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const image = await boxOf(card.locator('img'));
    const ribbon = await boxOf(card.locator('img + p'));
    // The mark's square, scaled from the 640×400 banner to the card's picture (object-cover, same ratio).
    const scale = image.width / 640;
    const mark = {
      x: image.x + (restaurantMark.x - restaurantMark.radius) * scale,
      y: image.y + (restaurantMark.y - restaurantMark.radius) * scale,
      width: restaurantMark.radius * 2 * scale,
      height: restaurantMark.radius * 2 * scale,
    };
    expect(intersects(ribbon, mark), `ribbon "${(await card.locator('img + p').textContent()) ?? ''}"`).toBe(
      false,
    );
  }
});

test('the search overlay fills the screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search for restaurants, cuisines or dishes' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search RailBite' });
  await expect(overlay).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('expected a viewport');
  const box = await boxOf(overlay);
  expect(box.x).toBeCloseTo(0, 0);
  expect(box.y).toBeCloseTo(0, 0);
  expect(box.width).toBeCloseTo(viewport.width, 0);
  expect(box.height).toBeCloseTo(viewport.height, 0);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('on a desktop the Pay button stays in the checkout column, without the phone bar', async ({ page }) => {
  test.skip(isPhone(), 'the desktop layout');
  const token = await loggedInCustomer(page);
  await saveAddress(page, token);
  await fillCart(page, token);
  await page.goto('/foods/item-view-cart');
  const bar = page.getByTestId('pay-bar');
  await expect(bar.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
  await expect(bar.getByText('Grand Total')).toBeHidden();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
});
