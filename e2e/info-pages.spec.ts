import { expect, pauseClock, test } from './support/test';

/** SPEC.md §9: the promo carousel moves every 3 seconds. */
const promoIntervalMs = 3000;

test('support: the search filters the FAQ, categories narrow it, contact cards and articles show', async ({
  page,
}) => {
  await page.goto('/user/support');
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
  const questions = page.locator('details summary');
  const all = await questions.count();
  expect(all).toBeGreaterThan(5);

  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('refund upi');
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toHaveText('When will I get my money back?');
  await questions.first().click();
  await expect(page.getByText('UPI and wallet refunds take 2–5 business days')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('submarine');
  await expect(page.getByText('No answers match your search.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('');
  await page.getByRole('button', { name: 'Restaurant Partners' }).click();
  await expect(questions).toHaveCount(2);

  await page.getByRole('link', { name: /^Refund Policy: how and when/ }).click();
  await expect(page).toHaveURL('/refund-policy');
});

test('policy pages carry the policy facts', async ({ page }) => {
  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByText('30 minutes of delivery').first()).toBeVisible();
  await expect(page.getByText('7 business days').first()).toBeVisible();
  await expect(page.getByText('2–5 business days')).toBeVisible();
  await expect(page.getByText('5–10 business days')).toBeVisible();

  await page.goto('/terms&conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByText('Effective 10 July 2025')).toBeVisible();
  await expect(page.getByText('18 years or older')).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('aged 18 or over')).toBeVisible();

  await page.goto('/shipping-timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery & Shipping Timeline' })).toBeVisible();
  await expect(page.getByText('30 minutes to 1 hour').first()).toBeVisible();
});

test('offers: real restaurants with offers, a 4-slide carousel that pauses, Dineout coming soon', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/offers-near-me');
  await expect(page.getByRole('heading', { name: 'Offers near me' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Restaurants with offers' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // Every card carries its offer.
  const cards = await grid.getByRole('listitem').count();
  expect(cards).toBeGreaterThan(0);
  for (let index = 0; index < Math.min(cards, 4); index += 1) {
    await expect(grid.getByRole('listitem').nth(index).locator('p').first()).not.toBeEmpty();
  }

  const carousel = page.getByRole('region', { name: "Today's offers" });
  await expect(carousel.getByRole('button', { name: /Show offer/ })).toHaveCount(4);
  const current = carousel.locator('[aria-roledescription="slide"]:not([hidden])');
  await pauseClock(page);
  const first = Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
  await page.clock.runFor(promoIntervalMs);
  await expect(current).toHaveAttribute('aria-label', `${String((first % 4) + 1)} of 4`);
  await carousel.hover();
  const paused = await current.getAttribute('aria-label');
  await page.clock.runFor(promoIntervalMs * 3);
  await expect(current).toHaveAttribute('aria-label', paused ?? '');

  await page.getByRole('tab', { name: 'Dineout' }).click();
  await expect(page.getByRole('heading', { name: 'Dineout is coming soon' })).toBeVisible();
});

test('offers carousel stands still for reduced-motion users', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/offers-near-me');
  const current = page.locator('[aria-roledescription="slide"]:not([hidden])');
  await expect(current).toHaveAttribute('aria-label', '1 of 4');
  await pauseClock(page);
  await page.clock.runFor(promoIntervalMs * 3);
  await expect(current).toHaveAttribute('aria-label', '1 of 4');
  await context.close();
});

test('noodles page: only restaurants serving noodles, with working Filter and Sort By', async ({ page }) => {
  await page.goto('/foods/cuisine');
  await expect(page.getByRole('heading', { level: 1, name: 'Noodles' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Noodles' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();

  // Every restaurant listed really serves noodles.
  const firstLink = await cards.first().getByRole('link').getAttribute('href');
  const id = firstLink?.split('/').pop() ?? '';
  const menu = await page.request.get(`/api/external/get-restaurant-items/${id}?search=noodles&limit=50`);
  const items = ((await menu.json()) as { data: { itemName: string }[] }).data;
  expect(items.some((item) => /noodles/i.test(item.itemName))).toBe(true);

  await page.getByLabel('Sort By').selectOption('cost-low-to-high');
  await expect(page).toHaveURL(/sort=cost-low-to-high/);
  // The list is read again for the new order: poll until it shows, sorted.
  const costsShown = async () =>
    (
      await page
        .getByRole('list', { name: 'Noodles' })
        .getByText(/for two$/)
        .allTextContents()
    ).map((text) => Number(text.replace(/[^\d]/g, '')));
  await expect
    .poll(async () => {
      const rupees = await costsShown();
      return (
        rupees.length > 1 && rupees.every((cost, index) => index === 0 || (rupees[index - 1] ?? 0) <= cost)
      );
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(page).toHaveURL(/pureVeg=true/);
  await expect(cards.first()).toBeVisible();
  const vegCards = await cards.count();
  for (let index = 0; index < vegCards; index += 1) {
    await expect(cards.nth(index).getByText('Pure veg')).toBeVisible();
  }
});
