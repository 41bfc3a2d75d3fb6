import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { escapeRegExp, kitchen, loggedInCustomer, menuOf } from './support/cart';
import { signedUpAndLoggedIn } from './support/customers';
import { farAwayAddress, saveAddress } from './support/orders';
import { expect, test } from './support/test';
import { tomorrowInIndia, trainTimeText } from './support/trains';

// 12001 NDLS SHATABDI runs daily; boarded at Bhopal it reaches New Delhi at 23:30 (2017 timetable),
// where the seed's round-the-clock kitchen (open now and at the arrival) takes orders until 22:30.

/**
 * From /train (a page load, so nothing of the login is left in memory) to the Payment page of a cart
 * of one dish from that kitchen, going to a seat on tomorrow's 12001 from Bhopal to New Delhi.
 */
async function toSeatCart(page: Page) {
  await page.goto('/train');
  const search = page.getByRole('combobox', { name: 'Train number or name' });
  await search.fill('12001');
  await page.getByRole('option', { name: /12001 · NDLS SHATABDI/ }).click();
  await page.getByLabel('Journey date (the day you board)').fill(tomorrowInIndia());
  await page.getByLabel('Boarding station').selectOption('BPL');

  const stations = page.getByRole('list', { name: 'Stations after boarding' });
  await stations.getByRole('button').filter({ hasText: 'New Delhi (NDLS)' }).click();
  const restaurants = page.getByRole('region', { name: 'Restaurants at New Delhi' });
  await restaurants
    .getByRole('link')
    .filter({ hasText: new RegExp(escapeRegExp(kitchen.name)) })
    .click();

  await expect(page).toHaveURL(new RegExp(`/foods/item-card/${String(kitchen.id)}$`));
  await expect(page.getByRole('region', { name: 'Your train journey' })).toContainText(
    'Your order comes to your seat at this station',
  );
  await expect(page.getByText('No delivery to your location')).toHaveCount(0);
  const [dish] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!dish) throw new Error('the kitchen needs an available dish');
  await page.getByRole('button', { name: `Add ${dish.itemName} to cart` }).click();
  await page.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

test('orders to a seat: finds the train, picks the station and a kitchen, gives the seat, pays, sees the delivery code and the arrival', async ({
  page,
}) => {
  // The whole journey, from the train search to the tracking page, with an accessibility scan.
  test.slow();
  const token = await loggedInCustomer(page);
  // The customer's only address is in Mumbai, far from the station: the seat is where this cart goes,
  // so that address's delivery area must not stop it.
  await saveAddress(page, token, farAwayAddress);
  await toSeatCart(page);

  // The stop the order goes to, as the server computes it, labelled scheduled with the attribution.
  const stop = page.getByRole('region', { name: 'Delivering to your seat' });
  await expect(stop).toContainText('Train 12001 NDLS SHATABDI');
  await expect(stop).toContainText('At New Delhi (NDLS)');
  await expect(stop).toContainText('23:30');
  await expect(stop).toContainText('Scheduled (2017 timetable)');
  await expect(stop).toContainText('Government Open Data Licence – India');
  await expect(stop).toContainText(/Order by 22:30 .* left/);

  // The seat details, checked with the contract's messages before anything is sent.
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await page.getByLabel('Coach').fill('B');
  await page.getByLabel('Berth / seat').fill('90');
  await pay.click();
  await expect(page.getByText('Enter the coach as on your ticket, like B2, S7 or A1')).toBeVisible();
  await expect(page.getByText('Enter the berth or seat number, 1 to 81')).toBeVisible();
  await expect(page.getByText('Enter the passenger’s name')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Payment page for a train seat, with errors');
  await page.getByLabel('Coach').fill('b2');
  await page.getByLabel('Berth / seat').fill('34');
  await page.getByLabel('Passenger name').fill('Priya Sharma');
  await page.getByLabel('Passenger mobile').fill('98765 43210');
  await pay.click();

  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-status\/ORD/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const seat = page.getByRole('region', { name: 'To your seat' });
  await expect(seat.getByText(/^\d{4}$/)).toBeVisible();
  const code = await seat.getByText(/^\d{4}$/).innerText();
  await expect(seat).toContainText('New Delhi (NDLS)');
  await expect(seat).toContainText(trainTimeText(tomorrowInIndia(), '23:30'));
  await expect(seat).toContainText('Coach B2, berth 34');

  await page.getByRole('link', { name: 'Track Order' }).click();
  const tracked = page.getByRole('region', { name: 'To your seat' });
  await expect(tracked.getByText(code, { exact: true })).toBeVisible();
  await expect(tracked).toContainText('23:30');
});

test('a customer with no saved address is not asked for one on a seat’s Payment page', async ({ page }) => {
  test.slow();
  // The prompt is kept (not browsed past for the test): the page alone decides whether it opens.
  await signedUpAndLoggedIn(page, { addressPrompt: 'keep' });
  await toSeatCart(page);
  const stop = page.getByRole('region', { name: 'Delivering to your seat' });
  await expect(stop).toContainText('At New Delhi (NDLS)');
  await expect(page.getByRole('form', { name: 'Seat details' })).toBeVisible();
  await expect(page.getByText('You have no saved delivery address yet.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();

  // The same cart sent to an address instead needs one: now the page asks.
  await stop.getByRole('button', { name: 'Deliver to an address instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible();
  await expect(page.getByText('You have no saved delivery address yet.')).toBeVisible();
});
