import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInThroughUi, openAccountDrawer, registeredThroughApi } from './support/customers';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { menuOf } from './support/cart';
import {
  apiLogin,
  demoPartner,
  openAllDay,
  paidOrderThroughApi,
  partnerRestaurants,
} from './support/partner';

/** The two sizes the console is designed for. */
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Each project runs its own restaurant of the demo partner's, so the two never touch one board. */
const restaurantIndex = { desktop: 0, phone: 1 } as const;

function projectOf(name: string): keyof typeof viewports {
  return name === 'phone' ? 'phone' : 'desktop';
}

/** On phones one column shows at a time: open the column's tab first. */
async function showColumn(page: Page, project: keyof typeof viewports, title: string) {
  if (project === 'phone') await page.getByRole('tab', { name: new RegExp(`^${title}`) }).click();
}

test('the demo partner runs an order from New to Done and marks a dish sold out', async ({
  page,
  request,
}, testInfo) => {
  // A whole order's life and the menu in one journey.
  test.slow();
  const project = projectOf(testInfo.project.name);
  await page.setViewportSize(viewports[project]);
  const partnerToken = await apiLogin(request, demoPartner.phone, demoPartner.password);
  const restaurant = (await partnerRestaurants(request, partnerToken))[restaurantIndex[project]];
  if (!restaurant) throw new Error('the demo partner runs three restaurants');
  await openAllDay(request, partnerToken, restaurant.restaurantId);

  // The partner logs in and finds the console in the account menu.
  await logInThroughUi(page, demoPartner.phone, demoPartner.password);
  await expect(page).toHaveURL('/');
  await openAccountDrawer(page);
  await page.getByRole('link', { name: 'Partner console' }).click();
  await expect(page).toHaveURL('/partner');
  await page.getByLabel('Restaurant').selectOption(String(restaurant.restaurantId));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(restaurant.name) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // A customer pays; the order reaches the open board by its live stream, without a reload.
  const { orderId, dish } = await paidOrderThroughApi(request, restaurant.restaurantId);
  const card = page.getByRole('article', { name: `Order #${orderId.slice(-6)} from Priya` });
  await expect(card).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) New orders · RailBite Partner$/);
  await expect(card.getByText(`1 × ${dish.itemName}`)).toBeVisible();
  await expect(card.getByText(/Accept within \d+:\d\d/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`board-new-${project}.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the order board');

  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this order' });
  await expect(accept.getByLabel('Preparation time (minutes)')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the accept dialog');
  await accept.getByLabel('Preparation time (minutes)').fill('15');
  await accept.getByRole('button', { name: 'Accept order' }).click();
  await expect(accept).toBeHidden();
  await showColumn(page, project, 'Preparing');
  await expect(card.getByText(/Ready by .*\(15 min\)/)).toBeVisible();

  await card.getByRole('button', { name: 'Mark out for delivery' }).click();
  const dispatch = page.getByRole('dialog', { name: 'Send out for delivery' });
  await dispatch.getByLabel('Delivery person name').fill('Ramesh Kumar');
  await dispatch.getByLabel('Delivery person phone').fill('9876543210');
  await dispatch.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(dispatch).toBeHidden();
  await showColumn(page, project, 'Out for delivery');
  await expect(card.getByText('Ramesh Kumar')).toBeVisible();

  await card.getByRole('button', { name: 'Mark delivered' }).click();
  // Asked once more: delivered tells the customer the food has arrived.
  const deliver = page.getByRole('dialog', { name: 'Mark this order delivered?' });
  await page.screenshot({ path: testInfo.outputPath(`deliver-confirm-${project}.png`) });
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(deliver).toBeHidden();
  await showColumn(page, project, 'Done today');
  await expect(card.getByText(/Delivered at/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`board-done-${project}.png`), fullPage: true });

  // Restaurant controls: a dish sold out shows as not available to customers at once.
  await page.getByRole('link', { name: 'Restaurant' }).click();
  await expect(page).toHaveURL('/partner/restaurant');
  // The last available dish: journeys running at the same time order the first one.
  const other = (await menuOf(request, restaurant.restaurantId))
    .filter((item) => item.isAvailable && item.menuId !== dish.menuId)
    .at(-1);
  if (!other) throw new Error('the restaurant needs a second available dish');
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill(other.itemName);
  const soldOut = page.getByRole('switch', { name: other.itemName });
  await expect(soldOut).toHaveAttribute('aria-checked', 'true');
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(`${other.itemName} is sold out.`)).toBeVisible();
  const forCustomers = (await menuOf(request, restaurant.restaurantId)).find(
    (item) => item.menuId === other.menuId,
  );
  expect(forCustomers?.isAvailable).toBe(false);
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('');
  await page.screenshot({ path: testInfo.outputPath(`restaurant-${project}.png`) });
  await expectNoSeriousA11yViolations(page, 'the restaurant controls');

  // Back on the menu, as it was.
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-checked', 'true');
});

test('a customer who opens the console reads that it is for restaurant partners', async ({
  page,
  request,
}) => {
  const customer = await registeredThroughApi({ request });
  await logInThroughUi(page, customer.mobile, customer.password);
  await expect(page).toHaveURL('/');
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'This page is for restaurant partners' })).toBeVisible();
});

test('a logged-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/partner/restaurant');
  await expect(page).toHaveURL('/login');
});
