import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { kitchen, menuOf } from './support/cart';
import { logInThroughUi, newCustomer, signUpThroughUi } from './support/customers';

// Near New Delhi station: the offline geocoder names this "Near New Delhi railway station, Paharganj…".
// Map tiles cannot load offline; nothing here depends on them.
test.use({ geolocation: { latitude: 28.6425, longitude: 77.22 }, permissions: ['geolocation'] });

async function newLoggedInCustomer(page: Page, addressPrompt: 'dismiss' | 'keep' = 'dismiss') {
  const customer = newCustomer();
  await signUpThroughUi(page, customer);
  await logInThroughUi(page, customer.mobile, customer.password, { addressPrompt });
  await expect(page).toHaveURL('/');
  return customer;
}

/** Opens the picker, waits for the map, clicks it a little off centre and selects that point. */
async function pickOnMap(page: Page, offset = { x: 60, y: -40 }) {
  await page.getByRole('button', { name: /Select Location on Map|Change Location on Map/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  const map = picker.getByRole('application');
  await expect(map).toBeVisible();
  // The picker asks for the current location as soon as the map is ready.
  await expect(picker.getByTestId('picker-address')).toContainText('New Delhi');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + offset.x, y: box.height / 2 + offset.y } });
  await expect(picker.getByTestId('picker-address')).toContainText('New Delhi');
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await expect(picker).toBeHidden();
}

test('add an address by clicking the map, edit it, add another, set it default, delete with confirm; the header follows', async ({
  page,
}) => {
  // One long journey through five pages and two map dialogs.
  test.slow();
  await newLoggedInCustomer(page, 'keep');

  // No saved address: asked right after logging in (SPEC.md §4), and "Add New Address" opens the form.
  const prompt = page.getByRole('dialog', { name: 'Add a delivery address' });
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('header-address')).toHaveText('Add address');
  await prompt.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page).toHaveURL('/user/address/add');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await pickOnMap(page);
  // One selection fills the point and the fields the geocoder knows.
  await expect(page.getByTestId('form-location')).toHaveText(/^28\.\d{6}, 77\.\d{6}$/);
  await expect(page.getByLabel('Complete address (house, street)')).toHaveValue(/New Delhi/);
  await expect(page.getByLabel('City')).toHaveValue('New Delhi');
  await expect(page.getByLabel('Area')).toHaveValue('Paharganj');

  await page.getByLabel('Complete address (house, street)').fill('Flat 12, Rail Vihar Apartments');
  await page.getByLabel('Pincode').fill('110055');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
  await expect(page.getByText('Address created successfully')).toBeVisible();
  // Back where the prompt was opened, delivering to the new address.
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('header-address')).toHaveText('Flat 12, Rail Vihar Apartments');
  await page.goto('/user/address');

  const first = page.getByRole('listitem', { name: 'Home address: Flat 12, Rail Vihar Apartments' });
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByTestId('header-address')).toHaveText('Flat 12, Rail Vihar Apartments');

  // Edit it.
  await first.getByRole('link', { name: 'Edit Home address' }).click();
  await expect(page).toHaveURL(/\/user\/address\/edit\/\d+$/);
  await expect(page.getByLabel('Pincode')).toHaveValue('110055');
  await page.getByLabel('Complete address (house, street)').fill('Flat 14, Rail Vihar Apartments');
  await page.getByLabel('Landmark (optional)').fill('Opposite the Paharganj gate');
  // Moving the pin refreshes area and city, never the flat line the customer typed.
  await pickOnMap(page, { x: -50, y: 30 });
  await expect(page.getByLabel('Complete address (house, street)')).toHaveValue(
    'Flat 14, Rail Vihar Apartments',
  );
  await expect(page.getByRole('button', { name: 'Change Location on Map' })).toBeFocused();
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully')).toBeVisible();
  await expect(page).toHaveURL('/user/address');
  const edited = page.getByRole('listitem', { name: 'Home address: Flat 14, Rail Vihar Apartments' });
  await expect(edited.getByText('Landmark: Opposite the Paharganj gate')).toBeVisible();
  await expect(page.getByTestId('header-address')).toHaveText('Flat 14, Rail Vihar Apartments');

  // A second address, found by searching in the picker.
  await page.getByRole('link', { name: 'Add New Address' }).click();
  await page.getByText('Work', { exact: true }).click();
  await page.getByRole('button', { name: 'Select Location on Map' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  await expect(picker.getByTestId('picker-address')).toContainText('New Delhi');
  await picker.getByRole('searchbox').fill('Howrah');
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(picker.getByTestId('picker-address')).toContainText('Howrah');
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Kolkata');
  await page.getByLabel('Complete address (house, street)').fill('Office 3, Station Road');
  await page.getByLabel('Pincode').fill('711101');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address created successfully')).toBeVisible();
  await expect(page).toHaveURL('/user/address');

  // Set the second as default.
  const second = page.getByRole('listitem', { name: 'Work address: Office 3, Station Road' });
  await expect(second.getByText('Default', { exact: true })).toHaveCount(0);
  await second.getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Default address updated successfully')).toBeVisible();
  await expect(second.getByText('Default', { exact: true })).toBeVisible();
  await expect(edited.getByText('Default', { exact: true })).toHaveCount(0);
  // The new default is the delivery address at once, not after the next login.
  await expect(page.getByTestId('header-address')).toHaveText('Office 3, Station Road');

  // The header dropdown lists both and changes the selection. Toasts show over the header on a phone
  // and stay while the pointer rests on them (react-hot-toast pauses on hover), so the pointer leaves
  // them and they go first.
  await page.mouse.move(0, page.viewportSize()!.height - 1);
  await expect(page.getByRole('status').filter({ hasText: /successfully/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Deliver to / }).click();
  const menu = page.getByRole('list', { name: 'Saved addresses' }).first();
  await menu.getByRole('button', { name: /Flat 14, Rail Vihar Apartments/ }).click();
  await expect(page.getByTestId('header-address')).toHaveText('Flat 14, Rail Vihar Apartments');
  await page.getByRole('button', { name: /^Deliver to / }).click();
  await menu.getByRole('button', { name: /Office 3, Station Road/ }).click();
  await expect(page.getByTestId('header-address')).toHaveText('Office 3, Station Road');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('latestAddress')!) as unknown),
  ).toMatchObject({
    locationName: 'Office 3, Station Road',
    locationSubtext: 'Kolkata, West Bengal, 711101',
  });

  // Delete the (selected, default) work address, cancelling once first.
  await second.getByRole('button', { name: 'Delete Work address' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Delete Work address' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await expect(second).toHaveCount(0);
  // The remaining address inherits the default, and the header moves to it.
  await expect(edited.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByTestId('header-address')).toHaveText('Flat 14, Rail Vihar Apartments');

  // Logout forgets the addresses and the selection.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('header-address')).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('latestAddress'), localStorage.getItem('userAddresses')]),
  ).toEqual([null, null]);
});

test('after login the default address is selected in the header', async ({ page }) => {
  await logInThroughUi(page, '9876543210', 'railbite123');
  await expect(page).toHaveURL('/');
  // The demo customer has one saved default address (demo seed); no prompt.
  await expect(page.getByTestId('header-address')).toHaveText('House 14, Chitragupta Road');
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toHaveCount(0);
});

test('the after-login prompt never lands on a dialog the customer has already opened', async ({ page }) => {
  const customer = newCustomer();
  await signUpThroughUi(page, customer);
  // The address list answers only once the customer is in the account drawer.
  let releaseList: () => void = () => undefined;
  const drawerOpen = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/api/user/get-all-addresses', async (route) => {
    await drawerOpen;
    await route.continue();
  });
  await logInThroughUi(page, customer.mobile, customer.password, { addressPrompt: 'keep' });
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /account/i }).click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer).toBeVisible();
  const listed = page.waitForResponse('**/api/user/get-all-addresses');
  releaseList();
  await listed;
  await expect(page.getByTestId('header-address')).toHaveText('Add address');
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toHaveCount(0);
  await expect(drawer.getByText(customer.email)).toBeVisible();
  // Paying still needs an address: the cart page asks.
  await page.keyboard.press('Escape');
  await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible();
});

test('Browse Without Address closes the prompt; unknown or missing ids go back to the list', async ({
  page,
}) => {
  // Sign-up, login and six page loads: more than the default budget on a busy machine.
  test.slow();
  await newLoggedInCustomer(page, 'keep');
  await page.goto('/foods/item-view-cart');
  const prompt = page.getByRole('dialog', { name: 'Add a delivery address' });
  await prompt.getByRole('button', { name: 'Browse Without Address' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL('/foods/item-view-cart');

  // The picker locks the page's scroll while open and closes on Escape.
  await page.goto('/user/address/add');
  await page.getByRole('button', { name: 'Select Location on Map' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  await expect(picker.getByRole('application')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await page.goto('/user/address/edit/999999');
  await expect(page.getByText('Address not found')).toBeVisible();
  await expect(page).toHaveURL('/user/address');
  await page.goto('/user/address/edit/not-a-number');
  await expect(page).toHaveURL('/user/address');
  await page.goto('/user/address/edit');
  await expect(page).toHaveURL('/user/address');
});

test('adding the first address from the Payment page opens the form and comes back with it selected', async ({
  page,
}) => {
  test.slow();
  await newLoggedInCustomer(page);
  const [dish] = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable);
  if (!dish) throw new Error('the kitchen needs an available dish');
  await page.goto(`/foods/item-card/${String(kitchen.id)}`);
  await page.getByRole('button', { name: `Add ${dish.itemName} to cart` }).click();
  await page.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(page).toHaveURL('/foods/item-view-cart');
  // (The prompt after login was answered "Browse Without Address" by logInThroughUi.)
  await page.getByRole('link', { name: 'Add your first address' }).click();
  await expect(page).toHaveURL('/user/address/add');
  await pickOnMap(page);
  await page.getByLabel('Complete address (house, street)').fill('Coach B2, seat 34 pickup, Gate 2');
  await page.getByLabel('Pincode').fill('110055');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address created successfully')).toBeVisible();

  await expect(page).toHaveURL('/foods/item-view-cart');
  await expect(page.getByRole('radio', { name: /Coach B2, seat 34 pickup, Gate 2/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  // Back leaves the Payment page for the menu: the filled-in form is not reopened empty.
  await page.goBack();
  await expect(page).toHaveURL(`/foods/item-card/${String(kitchen.id)}`);
});

test.describe('Address & Location Finder', () => {
  test('starts at the current location; suggestions, map clicks, save, load and delete', async ({ page }) => {
    await page.clock.install();
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Address & Location Finder' })).toBeVisible();
    await expect(page.getByTestId('finder-latitude')).toHaveText('28.642500');
    await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue(/New Delhi railway station/);

    // Suggestions only from the third character, in India.
    const address = page.getByRole('combobox', { name: 'Address' });
    // Every place search the page sends, in order (seen by the route, before the server answers).
    const placeSearches: (string | null)[] = [];
    await page.route('**/api/geo/search?*', async (route) => {
      placeSearches.push(new URL(route.request().url()).searchParams.get('q'));
      await route.continue();
    });
    await address.fill('ho');
    // Well past the suggestions' debounce: no search was sent for two characters.
    await page.clock.runFor(1000);
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toHaveCount(0);
    await address.fill('howr');
    await page
      .getByRole('option', { name: /Howrah/ })
      .first()
      .click();
    // The recording saw this search, and "ho" was never sent.
    expect(placeSearches).toContain('howr');
    expect(placeSearches).not.toContain('ho');
    await expect(page.getByTestId('finder-latitude')).toHaveText(/^22\.5\d{5}$/);
    await page.getByRole('button', { name: 'Save Address' }).click();
    const saved = page.getByRole('region', { name: 'Saved Addresses' });
    await expect(saved.getByText(/Howrah/)).toBeVisible();
    // Saving the very same place again keeps one entry.
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('This place is already saved')).toBeVisible();
    await expect(saved.getByRole('listitem')).toHaveCount(1);

    // A click on the map moves the point; the text follows.
    const map = page.getByRole('application');
    const howrahLatitude = (await page.getByTestId('finder-latitude').textContent())!;
    const howrahText = await address.inputValue();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
    // Above the centre: further north.
    await expect(page.getByTestId('finder-latitude')).not.toHaveText(howrahLatitude);
    expect(Number(await page.getByTestId('finder-latitude').textContent())).toBeGreaterThan(
      Number(howrahLatitude),
    );
    await expect(address).not.toHaveValue(howrahText);
    await expect(address).not.toHaveValue('');

    // Empty text disables saving.
    await address.fill('');
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeDisabled();

    await saved.getByRole('button', { name: /^Load / }).click();
    await expect(address).toHaveValue(/Howrah/);
    await expect(page.getByTestId('finder-latitude')).toHaveText(/^22\.5\d{5}$/);
    await saved.getByRole('button', { name: /^Delete / }).click();
    await expect(saved.getByText('Nothing saved yet.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(page.getByTestId('finder-latitude')).toHaveText('28.642500');
  });

  test.describe('without location permission', () => {
    test.use({ permissions: [] });
    test('falls back to Delhi', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto('/map');
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('Default Location (Delhi)');
      await expect(page.getByTestId('finder-latitude')).toHaveText('28.613900');
      await expect(page.getByTestId('finder-longitude')).toHaveText('77.209000');
      await page.getByRole('button', { name: 'Use Current Location' }).click();
      await expect(
        page.getByText('Location access denied. Please enable location permissions.'),
      ).toBeVisible();
    });
  });
});
