import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { cartFromApi, kitchen, loggedInCustomer, menuOf, otherKitchen, rupees } from './support/cart';

const cartCount = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const addButton = (page: Page, dish: string) => page.getByRole('button', { name: `Add ${dish} to cart` });
const moreButton = (page: Page, dish: string) => page.getByRole('button', { name: `Add one more ${dish}` });
const lessButton = (page: Page, dish: string) => page.getByRole('button', { name: `Remove one ${dish}` });
const stepper = (page: Page, dish: string) => page.getByRole('group', { name: `${dish} in cart` });

async function expectBreakdownMatchesApi(page: Page, token: string) {
  const cart = await cartFromApi(page.request, token);
  if (!cart) throw new Error('expected a cart');
  const bill = page.getByRole('region', { name: 'Bill details' });
  const row = (label: string) => bill.locator('div', { has: page.getByText(label, { exact: true }) }).last();
  await expect(row('Sub Total')).toContainText(rupees(cart.menuTotal));
  await expect(row('Total')).toContainText(rupees(cart.subTotal));
  await expect(row('Grand Total')).toContainText(rupees(cart.total));
  await expect(bill).toContainText(rupees(cart.otherCharges));
  const charges = bill.getByRole('button', { name: /GST & Other Charges/ });
  if ((await charges.getAttribute('aria-expanded')) === 'false') await charges.click();
  for (const [name, amount] of Object.entries(cart.otherChargesDetails))
    await expect(row(name)).toContainText(rupees(amount));
  return cart;
}

test('add two dishes, step one to zero, keep the cart across a reload, and pay the server’s figures', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  const [first, second] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!first || !second) throw new Error('the kitchen needs two available dishes');

  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await addButton(page, first.itemName).click();
  await expect(stepper(page, first.itemName)).toContainText('1');
  await addButton(page, second.itemName).click();
  await moreButton(page, second.itemName).click();
  await expect(stepper(page, second.itemName)).toContainText('2');
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByText('3 items added')).toBeVisible();

  await lessButton(page, first.itemName).click();
  await expect(addButton(page, first.itemName)).toBeVisible();
  await expect(page.getByText('2 items added')).toBeVisible();
  await expect
    .poll(async () => (await cartFromApi(page.request, token))?.cartInfo)
    .toEqual([{ menuId: second.menuId, quantity: 2 }]);

  await page.reload();
  await expect(stepper(page, second.itemName)).toContainText('2');
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items');

  await page.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(page).toHaveURL('/foods/item-view-cart');
  await expect(page).toHaveTitle(/Payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expectBreakdownMatchesApi(page, token);
  await expect(page.getByRole('button', { name: 'Select Address to Continue' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Add your first address' })).toHaveAttribute(
    'href',
    '/user/address/add',
  );

  await lessButton(page, second.itemName).click();
  await expect(stepper(page, second.itemName)).toContainText('1');
  await expect(page.getByText('Updating…')).toBeHidden();
  const cart = await expectBreakdownMatchesApi(page, token);
  expect(cart.cartInfo).toEqual([{ menuId: second.menuId, quantity: 1 }]);

  await lessButton(page, second.itemName).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse restaurants' })).toHaveAttribute('href', '/');
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 0 items');
});

test('a dish from another restaurant asks first; Cancel keeps the cart, Yes replaces it', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  const [fromFirst] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  const [fromSecond] = (await menuOf(page.request, otherKitchen.id)).filter((item) => item.isAvailable);
  if (!fromFirst || !fromSecond) throw new Error('both kitchens need available dishes');

  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await addButton(page, fromFirst.itemName).click();
  await expect(stepper(page, fromFirst.itemName)).toBeVisible();

  await page.goto(`/foods/item-card/${String(otherKitchen.id)}`);
  await addButton(page, fromSecond.itemName).click();
  const dialog = page.getByRole('dialog', { name: 'Change Restaurant?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Your cart contains items from another restaurant. Do you want to clear the cart and add this item?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(addButton(page, fromSecond.itemName)).toBeVisible();
  expect((await cartFromApi(page.request, token))?.cartInfo).toEqual([
    { menuId: fromFirst.menuId, quantity: 1 },
  ]);

  await addButton(page, fromSecond.itemName).click();
  await dialog.getByRole('button', { name: 'Yes, clear cart' }).click();
  await expect(stepper(page, fromSecond.itemName)).toContainText('1');
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');
  const cart = await cartFromApi(page.request, token);
  expect(cart?.restaurantId).toBe(otherKitchen.id);
  expect(cart?.cartInfo).toEqual([{ menuId: fromSecond.menuId, quantity: 1 }]);
});

test('logged out, ADD goes to /login and no cart button shows', async ({ page }) => {
  const [dish] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!dish) throw new Error('the kitchen needs an available dish');
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await addButton(page, dish.itemName).click();
  await expect(page).toHaveURL('/login');
});

test('an unavailable dish shows a disabled Not Available button', async ({ page }) => {
  await loggedInCustomer(page);
  const unavailable = (await menuOf(page.request, kitchen.id)).find((item) => !item.isAvailable);
  if (!unavailable) throw new Error('the kitchen needs an unavailable dish');
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  const card = page.getByRole('article').filter({ hasText: unavailable.itemName });
  await page.getByRole('searchbox').fill(unavailable.itemName);
  await expect(card.getByRole('button', { name: 'Not Available' })).toBeDisabled();
});

test('a change the server refuses is undone on screen and explained', async ({ page }) => {
  await loggedInCustomer(page);
  const [dish] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!dish) throw new Error('the kitchen needs an available dish');
  // The server's answer is held until the test has seen the pending state.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/orders/add-to-cart', async (route) => {
    await answered;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: { code: 'MENU_ITEM_UNAVAILABLE', message: 'This dish is not available right now.' },
        requestId: 'e2e',
      }),
    });
  });
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await addButton(page, dish.itemName).click();
  // Shown at once, pending until the server answers…
  await expect(page.getByText('1 item added')).toBeVisible();
  await expect(page.getByText(`Updating ${dish.itemName}`)).toBeAttached();
  answer();
  // …then undone, with the server's reason.
  await expect(page.getByText('This dish is not available right now.')).toBeVisible();
  await expect(addButton(page, dish.itemName)).toBeVisible();
  await expect(page.getByText('1 item added')).toBeHidden();
});
