import { expect, test } from './support/test';
import type { Page } from '@playwright/test';

const restaurantCards = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants with online food delivery' }).getByRole('listitem');

test('home → cuisine → restaurant → Veg chip → search a dish → clear search', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Biryani', exact: true }).click();
  await expect(page).toHaveURL('/cuisines');
  await expect(page.getByRole('heading', { name: 'Biryani restaurants' })).toBeVisible();

  const firstCard = page.getByRole('list', { name: 'Biryani restaurants' }).getByRole('link').first();
  const restaurantName = (await firstCard.getByRole('heading').textContent())!;
  await firstCard.click();
  await expect(page).toHaveURL(/\/foods\/item-card\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: restaurantName })).toBeVisible();
  await expect(page.getByText('Free delivery on orders above ₹199')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Recommended \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Veg', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Veg', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const restaurantId = Number(page.url().split('/').pop());
  const vegOnly = (await (
    await request.get(`/api/external/get-restaurant-items/${String(restaurantId)}?mealCategory=Veg&limit=50`)
  ).json()) as { data: { itemName: string }[]; total: number };
  await expect(page.getByRole('heading', { name: `Recommended (${String(vegOnly.total)})` })).toBeVisible();

  // Search for one word of a Veg dish this restaurant really has.
  const word = vegOnly.data[0]!.itemName.split(' ')[0]!;
  await page.getByRole('searchbox').fill(word);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Search results for "${word}" \\(\\d+\\)$`) }),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(word);

  await page.getByRole('searchbox').fill('zzqqxx');
  await expect(page.getByText('No items found matching your search')).toBeVisible();
  await page.getByRole('button', { name: /clear search/i }).click();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.getByRole('heading', { name: `Recommended (${String(vegOnly.total)})` })).toBeVisible();
});

test('the restaurant grid loads page 2 when scrolled to the bottom, without repeating a restaurant', async ({
  page,
}) => {
  await page.goto('/');
  await expect(restaurantCards(page)).toHaveCount(10);
  await restaurantCards(page).last().scrollIntoViewIfNeeded();
  // Page 2 arrives; on a tall screen page 3 may follow at once, which is also right.
  await expect.poll(() => restaurantCards(page).count()).toBeGreaterThanOrEqual(20);
  const links = await restaurantCards(page)
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
});

test('filter chips really filter, and survive a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(page).toHaveURL(/pureVeg=true/);
  await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
  const cards = restaurantCards(page);
  await expect(cards.first()).toContainText('Pure veg');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText('Pure veg');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
  await expect(restaurantCards(page).first()).toContainText('Pure veg');
});

test('the search overlay finds cuisines and restaurants despite a typo, and closes on Escape', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search for restaurants, cuisines or dishes' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search RailBite' });
  await expect(overlay.getByRole('button', { name: 'Desserts' })).toBeVisible();

  await overlay.getByRole('searchbox').fill('biryni');
  await expect(
    overlay.getByRole('region', { name: 'Cuisines' }).getByRole('button', { name: 'Biryani' }),
  ).toBeVisible();
  await expect(overlay.getByRole('region', { name: 'Restaurants' }).getByRole('link').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await page.getByRole('button', { name: 'Search for restaurants, cuisines or dishes' }).click();
  await overlay.getByRole('button', { name: 'Pizza' }).click();
  const firstRestaurant = overlay.getByRole('region', { name: 'Restaurants' }).getByRole('link').first();
  await expect(firstRestaurant).toBeVisible();
  await firstRestaurant.click();
  await expect(page).toHaveURL(/\/foods\/item-card\/\d+$/);
  await expect(overlay).toBeHidden();
});

test('going back to home restores the scroll position', async ({ page }) => {
  await page.goto('/');
  await expect(restaurantCards(page)).toHaveCount(10);
  await restaurantCards(page).nth(8).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await restaurantCards(page).nth(8).getByRole('link').click();
  await expect(page).toHaveURL(/\/foods\/item-card\//);
  // The menu page loads lazily; the scroll reset lands once it has rendered.
  await expect(page.getByText('Free delivery on orders above ₹199')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
