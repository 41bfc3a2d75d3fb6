import { expect, test } from './support/test';
import { logInThroughUi, registeredThroughApi } from './support/customers';

test('a customer who forgot the password gets a code by SMS, sets a new one and logs in with it', async ({
  page,
  context,
}) => {
  const customer = await registeredThroughApi(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  await page.getByLabel('Phone number').fill(customer.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `+91 ${customer.mobile}` })).toBeVisible();
  // A new code only after a minute.
  await expect(page.getByRole('button', { name: /^Resend code in \d:\d\d$/ })).toBeDisabled();

  // The development outbox shows what would have gone by SMS.
  const outbox = await context.newPage();
  await outbox.goto(`/dev/sms-outbox?phone=${customer.mobile}`);
  const message = await outbox
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .first()
    .innerText();
  const code = /(\d{6}) is your RailBite code/.exec(message)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the SMS').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret 7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('That code is not right, or it has expired.')).toBeVisible();
  // Nothing typed is lost: only the code is to be fixed.
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a brand new secret 7');

  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logInThroughUi(page, customer.mobile, customer.password);
  await expect(page.getByText('Invalid phone number or password.')).toBeVisible();
  await logInThroughUi(page, customer.mobile, 'a brand new secret 7');
  await expect(page).toHaveURL('/');
});
