import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInThroughUi, signedUpAndLoggedIn } from './support/customers';

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token?: string }).token);

test('profile edit round-trips through the server and the drawer shows the new name at once; switches persist', async ({
  page,
}) => {
  await signedUpAndLoggedIn(page);
  await page.goto('/account-setting');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Priya', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1994-08-15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(panel.getByText('Priya Raman', { exact: true })).toBeVisible();
  await expect(page.getByText('15 August 1994')).toBeVisible();

  await page.getByRole('button', { name: /open account menu/ }).click();
  await expect(page.getByRole('dialog', { name: 'My account' }).getByText('Priya Raman')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(panel.getByText('Priya Raman', { exact: true })).toBeVisible();
  await expect(panel.getByText('Female', { exact: true })).toBeVisible();

  // Cancel leaves everything as it was.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('Priya Raman', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  const offers = page.getByRole('switch', { name: 'Offers and promotions' });
  await expect(offers).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch')).toHaveCount(5);
  await offers.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Offers and promotions' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Order updates' })).toHaveAttribute('aria-checked', 'true');
});

test('change password: spec messages, wrong current password refused, then re-login with the new one', async ({
  page,
}) => {
  // Six password hashes (argon2id) in one journey: on a shared 2-core machine that can pass 30 s.
  test.slow();
  const customer = await signedUpAndLoggedIn(page);
  await page.goto('/account-setting?tab=security');
  await expect(page.getByRole('button', { name: 'Enable' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'View' })).toBeDisabled();
  await page.getByRole('button', { name: 'Change Password' }).click();

  // Every field empty: the spec's message, not a narrower one.
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please fill both fields.')).toBeVisible();

  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please fill both fields.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('fresh-secret-22');
  await page.getByLabel('Confirm new password').fill('fresh-secret-23');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill('fresh-secret-22');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);

  await page.getByRole('button', { name: /open account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  // Logging out interrupts nothing: no "log in to open that page", and logging in again goes home.
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Log in to open that page')).toHaveCount(0);
  await logInThroughUi(page, customer.mobile, 'fresh-secret-22');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Hungry, ${customer.name}?` })).toBeVisible();
});

test('delete account: confirmed with the password, then logged out and the token is dead', async ({
  page,
}) => {
  const customer = await signedUpAndLoggedIn(page);
  const token = await storedToken(page);
  await page.goto('/account-setting?tab=security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(me.status()).toBe(401);
});
