import { expect, test } from './support/test';
import { logInThroughUi, newCustomer, openAccountDrawer, signUpThroughUi } from './support/customers';
import type { Page } from '@playwright/test';

test('sign up, log in, keep the session across a reload, log out', async ({ page }) => {
  const customer = newCustomer();
  await signUpThroughUi(page, customer);

  await logInThroughUi(page, `+91 ${customer.mobile}`, customer.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Hungry, ${customer.name}?` })).toBeVisible();

  await openAccountDrawer(page);
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(customer.email)).toBeVisible();
  await expect(drawer.getByText(`+91 ${customer.mobile}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await openAccountDrawer(page);
  await expect(page.getByRole('dialog', { name: 'My account' }).getByText(customer.email)).toBeVisible();

  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_cred')!) as { token: string }).token,
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('user_cred'), localStorage.getItem('user')]),
  ).toEqual([null, null]);

  // The token is dead on the server too, not just forgotten by the browser.
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/user/address');
  await expect(page).toHaveURL('/login');
});

test('wrong password shows the server message and stores nothing', async ({ page }) => {
  await logInThroughUi(page, '9876543210', 'not-the-password');
  await expect(page.getByText('Invalid phone number or password.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
});

test('signup validates every field before calling the server and keeps what was typed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Name').fill('Arjun');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Email').fill('arjun@example.com');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The demo account owns this number: the server says so on the field, and nothing typed is lost.
  await expect(
    page.getByText('An account with this phone number already exists. Please log in instead.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('arjun@example.com');
  await expect(page).toHaveURL('/signup');
  const errorToast = page.getByRole('status').filter({ hasText: 'already exists' });
  await expect(errorToast).toHaveCount(1);

  // A second refusal does not stack a copy; a success leaves the sign-up page's error behind.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(errorToast).toHaveCount(1);
  await page.getByLabel('Phone number').fill(`9${String(Date.now()).slice(-9)}`);
  await page.getByLabel('Email').fill(`arjun.${String(Date.now())}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(errorToast).toHaveCount(0);
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a logged-in visitor on /login goes home; the header is hidden on /login and /signup', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/signup');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logInThroughUi(page, '9876543210', 'railbite123');
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an unreadable stored credential counts as logged out and sends protected paths home', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('user_cred', '{not json');
  });
  await page.goto('/user/address');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
});

test('a token the server no longer accepts logs the visitor out', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('user_cred', JSON.stringify({ token: 'A'.repeat(43), roleType: 'customer' }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
});

test('deep links load on reload, and unknown paths show a real 404 page', async ({ page }) => {
  await page.goto('/signup');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('the account drawer: 24rem wide and closed by an outside click on large screens, full width on phones, scroll locked while open', async ({
  page,
}) => {
  await page.goto('/');
  await openAccountDrawer(page);
  const drawer = page.getByRole('dialog', { name: 'Welcome to RailBite' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(drawer.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  await expect(drawer.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  const viewportWidth = page.viewportSize()!.width;
  // Rounded: while the drawer slides in, its box can measure a fraction of a pixel short (383.9999).
  const drawerWidth = Math.round((await drawer.boundingBox())!.width);
  if (viewportWidth < 640) {
    expect(drawerWidth).toBe(viewportWidth);
    await page.getByRole('button', { name: 'Close account menu' }).click();
  } else {
    expect(drawerWidth).toBe(384);
    await page.mouse.click(5, 300);
  }
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  // Focus goes back to the button that opened the drawer.
  await expect(page.getByRole('button', { name: /sign in/i })).toBeFocused();
});

test('the strict CSP holds: no violations while using the app', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await openAccountDrawer(page);
  await page.keyboard.press('Escape');
  await logInThroughUi(page, '9876543210', 'wrong-password');
  await expect(page.getByText('Invalid phone number or password.')).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('login asked for on the way somewhere', () => {
  async function logInHere(page: Page) {
    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('railbite123');
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  test('a protected page sends a visitor to log in, says why, and login comes back to it', async ({
    page,
  }) => {
    await page.goto('/user/order-history');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: 'Log in to open that page' })).toBeVisible();
    await logInHere(page);
    await expect(page).toHaveURL('/user/order-history');
  });

  test('ADD while logged out asks to log in for the cart and returns to the menu', async ({ page }) => {
    await page.goto('/foods/item-card/4');
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Log in to add dishes to your cart.')).toBeVisible();
    await logInHere(page);
    await expect(page).toHaveURL('/foods/item-card/4');
  });

  test('a session the server ended says so on the login page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('user_cred', JSON.stringify({ token: 'A'.repeat(43), roleType: 'customer' }));
    });
    await page.goto('/user/address');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Your session has ended.')).toBeVisible();
    await logInHere(page);
    await expect(page).toHaveURL('/user/address');
  });
});
