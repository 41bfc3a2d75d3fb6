import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { kitchen, loggedInCustomer } from './support/cart';
import { saveAddress } from './support/orders';

// Issue 20 (ADR 025): the lists, search and menus are for the delivery location — the customer's
// selected address, or the place a visitor chose.

type Point = { latitude: number; longitude: number };
type Listed = { restaurant_name: string; distance_km?: number };

/** The place the geocoder answers for a city's name (the point the seed puts its city kitchens round). */
async function cityPlace(request: APIRequestContext, city: string): Promise<Point & { name: string }> {
  const response = await request.get(`/api/geo/search?q=${encodeURIComponent(city)}`);
  expect(response.status()).toBe(200);
  const places = ((await response.json()) as { data: (Point & { name: string })[] }).data;
  const place = places.find((candidate) => candidate.name === city);
  if (!place) throw new Error(`the geocoder knows no ${city}`);
  return place;
}

/** The home list's first page as the API answers it for a point. */
async function firstPageNear(request: APIRequestContext, point: Point): Promise<Listed[]> {
  const query = new URLSearchParams({
    page: '1',
    limit: '10',
    lat: String(point.latitude),
    lng: String(point.longitude),
  });
  const response = await request.get(`/api/external/get-restaurants?${query.toString()}`);
  expect(response.status()).toBe(200);
  const listed = ((await response.json()) as { restaurants: Listed[] }).restaurants;
  expect(listed.length).toBeGreaterThan(0);
  return listed;
}

const homeList = (page: Page) =>
  page
    .getByRole('region', { name: 'Restaurants with online food delivery' })
    .getByRole('heading', { level: 3 });

async function expectHomeListOf(page: Page, restaurants: Listed[]) {
  await expect(homeList(page)).toHaveText(restaurants.map((restaurant) => restaurant.restaurant_name));
}

/** Errors React reports when the browser's first render differs from the server's HTML. */
function watchForHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('a visitor picks a city and sees only the restaurants that deliver there, rendered so on reload', async ({
  page,
}) => {
  const pune = await cityPlace(page.request, 'Pune');
  const puneList = await firstPageNear(page.request, pune);
  const popular = (await (
    await page.request.get('/api/external/get-restaurants?page=1&limit=10')
  ).json()) as {
    restaurants: Listed[];
  };
  const errors = watchForHydrationErrors(page);

  await page.goto('/');
  const prompt = page.getByTestId('location-prompt');
  await expect(prompt).toHaveText(
    /Showing popular restaurants — set a location to see who delivers to you\s*Set location/,
  );
  await expectHomeListOf(page, popular.restaurants);

  await prompt.getByRole('button', { name: 'Set location' }).click();
  const chooser = page.getByRole('dialog', { name: 'Where should we deliver?' });
  // Without the browser's permission, "current location" says so and offers the search.
  await chooser.getByRole('button', { name: 'Use my current location' }).click();
  await expect(chooser.getByRole('alert')).toHaveText(
    'Location access denied. Please enable location permissions. Search for your city instead.',
  );
  await chooser.getByLabel('Search for your city, area or station').fill('Pune');
  await chooser
    .getByRole('list', { name: 'Places' })
    .getByRole('button')
    .filter({ has: page.getByText('Pune', { exact: true }) })
    .click();
  await expect(chooser).toBeHidden();

  await expect(page.getByTestId('header-place')).toHaveText('Pune');
  await expect(page.getByTestId('location-bar')).toContainText('Restaurants that deliver to Pune');
  await expectHomeListOf(page, puneList);
  const firstDistance = puneList[0]?.distance_km ?? Number.NaN;
  await expect(page.getByTestId('restaurant-distance').first()).toBeVisible();
  expect(firstDistance).toBeLessThanOrEqual(15);
  // The cards' distances stay inside the Discover strip's scroller: the page is no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The server renders the same list from the place's cookie; the browser hydrates it unchanged.
  await page.reload();
  await expect(page.getByTestId('header-place')).toHaveText('Pune');
  await expectHomeListOf(page, puneList);
  expect(errors).toEqual([]);
});

/** Saves a Pune address (at the point the geocoder answers for the city) and returns that point. */
async function savePuneAddress(page: Page, token: string) {
  const pune = await cityPlace(page.request, 'Pune');
  await saveAddress(page, token, {
    completeAddress: 'Flat 4, Shivaji Nagar',
    area: 'Shivaji Nagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
    latitude: pune.latitude,
    longitude: pune.longitude,
    placeId: 'pune-address',
  });
  return pune;
}

test('a customer switches the header address to another city and the home list changes', async ({ page }) => {
  const token = await loggedInCustomer(page);
  // The fixture's Paharganj address, by New Delhi station: the first address, so the default.
  const delhi = { completeAddress: 'Flat 12, Rail Vihar Apartments', latitude: 28.643, longitude: 77.2194 };
  await saveAddress(page, token, delhi);
  const pune = await savePuneAddress(page, token);
  const delhiList = await firstPageNear(page.request, delhi);

  await page.goto('/');
  const addressMenu = page.getByRole('button', { name: /Deliver to/ });
  await expect(addressMenu).toContainText(delhi.completeAddress);
  await expect(page.getByTestId('location-prompt')).toBeHidden();
  await expectHomeListOf(page, delhiList);

  await addressMenu.click();
  await page.getByRole('button', { name: /Flat 4, Shivaji Nagar/ }).click();
  await expect(page.getByTestId('header-address')).toContainText('Flat 4, Shivaji Nagar');
  await expectHomeListOf(page, await firstPageNear(page.request, pune));
});

test('a menu opened from an old link for a far restaurant says it does not deliver there and cannot add', async ({
  page,
}) => {
  const token = await loggedInCustomer(page);
  const pune = await savePuneAddress(page, token);
  const detail = (await (
    await page.request.get(
      `/api/external/get-restaurant-by-id/${String(kitchen.id)}?lat=${String(pune.latitude)}&lng=${String(pune.longitude)}`,
    )
  ).json()) as { data: { delivers_to_location: boolean; delivery_radius_km: number; distance_km: number } };
  expect(detail.data.delivers_to_location).toBe(false);

  // A Delhi kitchen, from a link kept from before: the customer's address is in Pune.
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  const notice = page.getByTestId('not-delivering-notice');
  await expect(notice).toContainText(`${kitchen.name} does not deliver to Flat 4, Shivaji Nagar`);
  await expect(notice).toContainText(
    `It is ${new Intl.NumberFormat('en-IN').format(Math.round(detail.data.distance_km))} km away, and it delivers within ${String(detail.data.delivery_radius_km)} km of its kitchen`,
  );
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/does not deliver to Flat 4, Shivaji Nagar/);
  await expect(notice.getByRole('link', { name: /see restaurants that deliver to/ })).toBeVisible();
});
