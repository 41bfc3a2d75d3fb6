import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { menuOf } from './support/cart';
import { logInThroughUi } from './support/customers';
import { apiLogin, demoPartner, partnerRestaurants } from './support/partner';

/**
 * Issue 19, menu sections (ADR 036): the partner adds a section, moves a dish into it, renames it and
 * hides it; a customer in another browser sees each change on the menu's next read. Its own dish in
 * its own section of the demo partner's third kitchen: the journeys that order from that kitchen
 * take its first dish, and this one never touches another dish.
 */
const restaurantIndex = 2;

/** The menu pages in as it scrolls: scroll to its end, where it says so. */
async function wholeMenu(customer: Page) {
  await expect(async () => {
    await customer.keyboard.press('End');
    await expect(customer.getByText('No more items to load')).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test('a partner adds, fills, renames and hides a menu section; the customer menu follows at once', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const token = await apiLogin(request, demoPartner.phone, demoPartner.password);
  const restaurant = (await partnerRestaurants(request, token))[restaurantIndex];
  if (!restaurant) throw new Error('the demo partner runs three restaurants');
  const run = String(Date.now()).slice(-6);
  const dishName = `Sitaphal Kulfi ${run}`;
  const sectionName = `Monsoon Specials ${run}`;
  const renamed = `Rainy Day Treats ${run}`;
  const added = await request.post('/api/partner/add-dish', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      restaurantId: restaurant.restaurantId,
      name: dishName,
      description: 'Custard apple kulfi on a stick',
      price: 90,
      finalPrice: 80,
      mealCategory: 'Veg',
      isBestseller: false,
      isAvailable: true,
    },
  });
  expect(added.status()).toBe(200);

  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const partner = await partnerContext.newPage();
  const customer = await customerContext.newPage();

  await logInThroughUi(partner, demoPartner.phone, demoPartner.password);
  await expect(partner).toHaveURL('/');
  await partner.goto('/partner');
  await partner.getByLabel('Restaurant').selectOption(String(restaurant.restaurantId));
  await expect(partner.getByRole('heading', { level: 1, name: new RegExp(restaurant.name) })).toBeVisible();
  await partner.getByRole('link', { name: 'Restaurant' }).click();
  await expect(partner).toHaveURL('/partner/restaurant');

  // A new section, named in a dialog; a second one by the same name (in another case) is refused.
  await partner.getByRole('button', { name: 'Add section' }).click();
  let dialog = partner.getByRole('dialog', { name: 'Add a section' });
  await expect(dialog.getByLabel('Section name')).toBeFocused();
  await dialog.getByLabel('Section name').fill(sectionName);
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog).toBeHidden();
  const section = partner.getByRole('region', { name: sectionName });
  await expect(section.getByText('0 dishes')).toBeVisible();
  await partner.getByRole('button', { name: 'Add section' }).click();
  dialog = partner.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByLabel('Section name').fill(sectionName.toUpperCase());
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(
    dialog.getByText(`This restaurant already has a section called “${sectionName.toUpperCase()}”.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The dish moves into it from its Edit form.
  await partner.getByRole('searchbox', { name: 'Search dishes' }).fill(dishName);
  await partner.getByRole('button', { name: `Edit ${dishName}` }).click();
  dialog = partner.getByRole('dialog', { name: `Edit ${dishName}` });
  await dialog.getByLabel('Menu section').selectOption({ label: sectionName });
  await dialog.getByRole('button', { name: 'Save dish' }).click();
  await expect(dialog).toBeHidden();
  await partner.getByRole('searchbox', { name: 'Search dishes' }).fill('');
  await expect(
    section.getByRole('list', { name: `Dishes in ${sectionName}` }).getByText(dishName),
  ).toBeVisible();
  await partner.screenshot({ path: testInfo.outputPath('sections-desktop.png'), fullPage: true });
  await expectNoSeriousA11yViolations(partner, 'the menu by section');
  await partner.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await partner.screenshot({ path: testInfo.outputPath('sections-phone.png') });
  await partner.setViewportSize({ width: 1280, height: 800 });

  // The customer's menu heads the dish with its section.
  await customer.goto(`/foods/item-card/${String(restaurant.restaurantId)}`);
  await wholeMenu(customer);
  await expect(customer.getByRole('heading', { level: 3, name: sectionName })).toBeVisible();
  await expect(customer.getByRole('listitem').filter({ hasText: sectionName })).toContainText(dishName);
  await customer.getByRole('heading', { level: 3, name: sectionName }).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: testInfo.outputPath('customer-menu-section.png') });

  // Renamed on the console (keyboard only), renamed for the customer on the next read.
  await partner.getByRole('button', { name: `Rename ${sectionName}` }).focus();
  await partner.keyboard.press('Enter');
  dialog = partner.getByRole('dialog', { name: `Rename ${sectionName}` });
  await partner.keyboard.press('ControlOrMeta+A');
  await partner.keyboard.type(renamed);
  await partner.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(partner.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  await customer.reload();
  await wholeMenu(customer);
  await expect(customer.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  await expect(customer.getByRole('heading', { level: 3, name: sectionName })).toHaveCount(0);

  // Hidden: the dish leaves the customer's menu and the menu's search.
  await partner.getByRole('button', { name: `Hide ${renamed}` }).click();
  await expect(partner.getByRole('button', { name: `Show ${renamed}` })).toBeVisible();
  await expect(
    partner.getByRole('region', { name: renamed }).getByText('Hidden from customers'),
  ).toBeVisible();
  await customer.reload();
  await wholeMenu(customer);
  await expect(customer.getByText(dishName)).toHaveCount(0);
  await expect(customer.getByRole('heading', { level: 3, name: renamed })).toHaveCount(0);
  const forCustomers = await menuOf(request, restaurant.restaurantId);
  expect(forCustomers.map((item) => item.itemName)).not.toContain(dishName);

  await partnerContext.close();
  await customerContext.close();
});
