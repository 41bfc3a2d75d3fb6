import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { cartFromApi, loggedInCustomer, offerKitchen, offerKitchenAddress, rupees } from './support/cart';
import { saveAddress } from './support/orders';

type PricedDish = { menuId: number; itemName: string; finalPrice: number; isAvailable: boolean };

/** The available dishes of the menu's first page (what the page shows before scrolling), cheapest first. */
async function pricedMenu(request: APIRequestContext, restaurantId: number): Promise<PricedDish[]> {
  const response = await request.get(`/api/external/get-restaurant-items/${String(restaurantId)}?limit=10`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PricedDish[] };
  return data.filter((dish) => dish.isAvailable).sort((a, b) => a.finalPrice - b.finalPrice);
}

const freeDeliveryThreshold = 199;

/**
 * Two dishes of the offer kitchen: a cheap one (under free delivery) and one that, with it, reaches
 * free delivery but not the offer's minimum, and reaches the minimum when doubled.
 */
async function dishesFor(request: APIRequestContext, minimum: number) {
  const menu = await pricedMenu(request, offerKitchen.id);
  const cheap = menu[0];
  if (!cheap || cheap.finalPrice >= freeDeliveryThreshold) throw new Error('the kitchen needs a cheap dish');
  const middle = menu.find((dish) => {
    const once = cheap.finalPrice + dish.finalPrice;
    return once >= freeDeliveryThreshold && once < minimum && once + dish.finalPrice >= minimum;
  });
  if (!middle) throw new Error('the kitchen needs a dish between free delivery and its offer');
  return { cheap, middle };
}

const stickyBar = (page: Page) => page.getByRole('status').filter({ hasText: /added/ });
const bill = (page: Page) => page.getByRole('region', { name: 'Bill details' });

test('an offer kitchen: the menu bar counts down to free delivery, the bill takes the offer off once it applies, and the gateway charges the Grand Total', async ({
  page,
}, testInfo) => {
  const token = await loggedInCustomer(page);
  await saveAddress(page, token, offerKitchenAddress);
  const restaurant = await page.request.get(`/api/external/get-restaurant-by-id/${String(offerKitchen.id)}`);
  expect(((await restaurant.json()) as { data: { offer_text: string } }).data.offer_text).toBe(
    offerKitchen.offer,
  );
  const { cheap, middle } = await dishesFor(page.request, 349);

  await page.goto(`/foods/item-card/${String(offerKitchen.id)}`);
  await expect(page.getByText(offerKitchen.offer).first()).toBeVisible();
  await page.getByRole('button', { name: `Add ${cheap.itemName} to cart` }).click();
  await expect(stickyBar(page)).toContainText('1 item added');
  const small = await cartFromApi(page.request, token);
  expect(small?.amountToFreeDelivery).toBe(freeDeliveryThreshold - cheap.finalPrice);
  await expect(stickyBar(page)).toContainText(
    `Add ${rupees(small?.amountToFreeDelivery ?? 0)} more for free delivery`,
  );
  await page.screenshot({ path: testInfo.outputPath('menu-bar-short-of-free-delivery.png') });

  await page.getByRole('button', { name: `Add ${middle.itemName} to cart` }).click();
  await expect(stickyBar(page)).toContainText('2 items added');
  await expect(stickyBar(page)).toContainText('You get free delivery');
  // Server-rendered with the page for a logged-in customer, and still there once the app takes over
  // (a hydration mismatch would be a console error).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const html = await (await page.request.get(`/foods/item-card/${String(offerKitchen.id)}`)).text();
  expect(html).toContain('You get free delivery');
  await page.reload();
  await expect(stickyBar(page)).toContainText('You get free delivery');
  expect(consoleErrors).toEqual([]);

  // Free delivery, but short of the offer: the Payment page says what unlocks it, with no offer line.
  await page.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  const short = await cartFromApi(page.request, token);
  expect(short?.offerDiscount).toBe(0);
  await expect(bill(page)).toContainText(
    `Add ${rupees(short?.offer?.amountToUnlock ?? 0)} more to get ${offerKitchen.offer}`,
  );
  await expect(bill(page)).toContainText('You get free delivery');
  await expect(bill(page).getByText(`Offer (${offerKitchen.offer})`)).toHaveCount(0);
  await bill(page).screenshot({ path: testInfo.outputPath('bill-short-of-offer.png') });

  // One more of the second dish reaches the minimum: the offer is its own line, before GST.
  await page.getByRole('button', { name: `Add one more ${middle.itemName}` }).click();
  await expect(page.getByRole('group', { name: `${middle.itemName} in cart` })).toContainText('2');
  await expect(page.getByText('Updating…')).toBeHidden();
  const full = await cartFromApi(page.request, token);
  expect(full?.offerDiscount).toBe(75);
  const offerRow = bill(page).locator('div', {
    has: page.getByText(`Offer (${offerKitchen.offer})`, { exact: true }),
  });
  await expect(offerRow.last()).toContainText('−₹75');
  await expect(bill(page)).not.toContainText('more to get');
  const grandTotal = bill(page).locator('div', { has: page.getByText('Grand Total', { exact: true }) });
  await expect(grandTotal.last()).toContainText(rupees(full?.total ?? 0));
  await page.screenshot({ path: testInfo.outputPath('payment-offer-applied.png'), fullPage: true });

  // The gateway asks for exactly the Grand Total shown.
  const payButton = page.getByRole('button', { name: `Pay ${rupees(full?.total ?? 0)}` });
  await payButton.click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await expect(page.getByText(`₹${(full?.total ?? 0).toFixed(2)}`).first()).toBeVisible();
});
