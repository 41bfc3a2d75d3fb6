import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';
import { tomorrowInIndia } from './support/trains';

test('finds a train, picks the day and the boarding station, sees the stations ahead and opens a menu for the train', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^On a train\? See the stations ahead/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food to your train seat' })).toBeVisible();

  // The Bhopal Shatabdi runs daily from New Delhi at 06:00; found by its number, chosen by keyboard.
  const search = page.getByRole('combobox', { name: 'Train number or name' });
  await search.fill('12002');
  await expect(page.getByRole('option', { name: /12002 · BHOPAL SHTBDI/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByText('12002 · BHOPAL SHTBDI')).toBeVisible();

  await page.getByLabel('Journey date (the day you board)').fill(tomorrowInIndia());
  await page.getByLabel('Boarding station').selectOption('NDLS');

  const stations = page.getByRole('list', { name: 'Stations after boarding' });
  await expect(page.getByRole('heading', { name: 'Stations after New Delhi' })).toBeVisible();
  await expect(stations.getByRole('listitem')).toHaveCount(9);
  await expect(stations.getByText('Agra Cantt (AGC)', { exact: true })).toBeVisible();
  await expect(page.getByText('Scheduled (2017 timetable)').first()).toBeVisible();
  await expect(page.getByText(/Government Open Data Licence – India/).first()).toBeVisible();

  // The first station that takes orders opens its restaurants open at the arrival.
  const open = stations.getByRole('button').filter({ hasText: 'Order by' }).first();
  const stationName = (await open.locator('span.font-semibold').first().innerText()).replace(/\s*\(.*$/, '');
  await open.click();
  const restaurants = page.getByRole('region', { name: `Restaurants at ${stationName}` });
  await expect(restaurants).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/train with the stations ahead and a station’s restaurants');
  await restaurants.getByRole('link').filter({ hasText: 'Order by' }).first().click();

  await expect(page).toHaveURL(/\/foods\/item-card\/\d+$/);
  const banner = page.getByRole('region', { name: 'Your train journey' });
  await expect(banner).toContainText(`For train 12002 BHOPAL SHTBDI at ${stationName}`);
  await expect(banner).toContainText('Scheduled (2017 timetable)');
  await expect(banner).toContainText('Your order comes to your seat at this station');
  // "Change station" returns to the same journey with the station chosen.
  await banner.getByRole('link', { name: 'Change station' }).click();
  await expect(page.getByRole('region', { name: `Restaurants at ${stationName}` })).toBeVisible();
});

test('the PNR box says plainly it cannot read PNRs offline and offers the train number instead', async ({
  page,
}) => {
  await page.goto('/train');
  await page.getByLabel('PNR number').fill('1234567890');
  await page.getByRole('button', { name: 'Check PNR' }).click();
  await expect(page.getByText(/RailBite cannot read PNRs/)).toBeVisible();
  await page.getByRole('button', { name: 'Search by train number' }).click();
  await expect(page.getByRole('combobox', { name: 'Train number or name' })).toBeFocused();
});
