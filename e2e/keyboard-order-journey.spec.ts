import { expect, test } from './support/test';
import { escapeRegExp, kitchen, menuOf, otherKitchen } from './support/cart';
import { registeredThroughApi } from './support/customers';
import { expectFocusVisible, expectFocused, tabTo } from './support/keyboard';
import { addDishThroughApi, saveAddress } from './support/orders';

/**
 * Issue 8: the whole order journey by keyboard alone — Tab, Shift+Tab, Enter, Space and Escape, no
 * clicks. The customer, a saved address and a cart from another restaurant are set up through the
 * API; logging in and everything after is typed.
 */
test('keyboard only: log in, search, add dishes through the change-restaurant dialog, pay, see the order', async ({
  page,
}) => {
  // Some 150 key presses, each followed by a focus check.
  test.setTimeout(150_000);
  const customer = await registeredThroughApi(page);
  const login = await page.request.post('/api/auth/login', {
    data: { phone: customer.mobile, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  await saveAddress(page, token);
  await addDishThroughApi(page, token, otherKitchen.id);
  const dishes = (await menuOf(page.request, kitchen.id)).filter((item) => item.isAvailable).slice(0, 2);
  if (dishes.length < 2) throw new Error('the kitchen needs two available dishes');

  // Log in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(customer.mobile);
  await page.keyboard.press('Tab');
  await expectFocused(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // The account drawer: Escape closes it and the focus returns to its button.
  const accountButton = page.getByRole('button', { name: /open account menu/ });
  await tabTo(page, accountButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocused(accountButton);

  // The search overlay: opens focused on its field, closes on Escape back to its opener.
  const searchButton = page.getByRole('button', { name: 'Search for restaurants, cuisines or dishes' });
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: 'Search RailBite' });
  await expectFocused(overlay.getByRole('searchbox'));
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expectFocused(searchButton);
  await page.keyboard.press('Space');
  await expectFocused(overlay.getByRole('searchbox'));
  await page.keyboard.type(kitchen.name.split(' ')[0] ?? '');
  await tabTo(page, overlay.getByRole('link', { name: new RegExp(escapeRegExp(kitchen.name)) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/foods/item-card/${String(kitchen.id)}`);

  // The cart holds another restaurant's dish: the dialog traps the focus and Escape keeps the cart.
  const [first, second] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
  const addFirst = page.getByRole('button', { name: `Add ${first.itemName} to cart` });
  await tabTo(page, addFirst);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Restaurant?' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const clearCart = dialog.getByRole('button', { name: 'Yes, clear cart' });
  await expectFocused(cancel);
  await expectFocusVisible(page);
  for (const expected of [clearCart, cancel, clearCart, cancel]) {
    await page.keyboard.press('Tab');
    await expectFocused(expected);
  }
  await page.keyboard.press('Shift+Tab');
  await expectFocused(clearCart);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(addFirst);

  await page.keyboard.press('Enter');
  await tabTo(page, clearCart);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 item added')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: `Add ${second.itemName} to cart` }));
  await page.keyboard.press('Space');
  await expect(page.getByText('2 items added')).toBeVisible();

  // Cart and payment.
  await tabTo(page, page.getByRole('link', { name: 'VIEW CART' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Rail Vihar/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');

  // The gateway's own page.
  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await tabTo(page, page.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-status\/ORD/);
  const heading = page.getByRole('heading', { name: 'Order Placed Successfully!' });
  await expect(heading).toBeVisible();
  // The result is announced: the heading takes the focus, and Tab goes on to Track Order.
  await expectFocused(heading);
  await tabTo(page, page.getByRole('link', { name: 'Track Order' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/track-order\?orderId=ORD/);
});
