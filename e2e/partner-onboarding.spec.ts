import { expect, test } from './support/test';

function isoDate(daysFromToday: number) {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('restaurant onboarding from BEFORE WE START to the signed contract, kept across reloads', async ({
  page,
}) => {
  await page.goto('/restaurent-name');
  await expect(page.getByText('BEFORE WE START')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get started' })).toBeDisabled();
  await page.getByLabel('Restaurant name').fill('Wok Express');
  await page.getByRole('button', { name: 'Get started' }).click();

  // Step 1
  await expect(page).toHaveURL('/restaurent-info');
  await expect(
    page.getByRole('navigation', { name: 'Onboarding steps' }).locator('[aria-current="step"]'),
  ).toContainText('Restaurant information');
  await expect(page.getByLabel('Restaurant name')).toHaveValue('Wok Express');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText("Enter the owner's full name")).toBeVisible();
  await page.getByLabel('Owner full name').fill('Sunita Rao');
  await page.getByLabel('Email', { exact: true }).fill('sunita@example.com');
  await page.getByLabel('Mobile number', { exact: true }).fill('98765 43210');
  await page.getByLabel('A different number').check();
  await page.getByLabel('WhatsApp number').fill('9123456789');
  await page.getByLabel('Sunday').uncheck();
  await expect(page.getByLabel('Kitchen opens')).toHaveValue('09:00');
  await expect(page.getByLabel('Kitchen closes')).toHaveValue('23:00');
  await page.reload();
  await expect(page.getByLabel('Owner full name')).toHaveValue('Sunita Rao');
  await expect(page.getByLabel('Sunday')).not.toBeChecked();
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 2
  await expect(page).toHaveURL('/restaurant-docs');
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Business PAN').fill('AAPFU0939F');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByLabel('Bank IFSC').click();
  await expect(page.getByText('This GSTIN has a typo: its check character does not match')).toBeVisible();
  await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await page.getByLabel('Bank IFSC').fill('HDFC0001234');
  await page.getByLabel('Bank account number').fill('50100012345678');
  await page.getByLabel('FSSAI licence number').fill('10019022009876');
  await page.getByLabel('Food licence expiry date').fill(isoDate(20));
  await expect(
    page.getByText('Your food licence expires within 30 days. Renew it before you apply.'),
  ).toBeVisible();
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Food licence expiry date').fill(isoDate(120));
  await expect(proceed).toBeEnabled();
  await proceed.click();

  // Step 3
  await expect(page).toHaveURL('/menu-setup');
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Enter a category name')).toBeVisible();
  await page.getByLabel('New category').fill('Noodles');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByLabel('Rating')).toHaveValue('4');
  await expect(page.getByLabel('Review count')).toHaveValue('0');
  await page.getByRole('button', { name: 'Add dish' }).click();
  await expect(page.getByText('Enter the dish name')).toBeVisible();
  await expect(page.getByText('Enter a price above ₹0')).toBeVisible();
  await page.getByLabel('Dish name').fill('Veg Hakka Noodles');
  await page.getByLabel('Price (₹)').fill('150');
  await page.getByLabel('Rating').fill('5.5');
  await page.getByRole('button', { name: 'Add dish' }).click();
  await expect(page.getByText('Rating must be from 1 to 5, in steps of 0.1')).toBeVisible();
  await page.getByLabel('Rating').fill('4.6');
  await page.getByLabel('Bestseller').check();
  await page.getByRole('button', { name: 'Add dish' }).click();
  await expect(page.getByText('Veg Hakka Noodles')).toBeVisible();
  await page.getByRole('button', { name: 'Preview menu' }).click();
  const preview = page.getByRole('dialog', { name: 'Menu preview: Wok Express' });
  await expect(preview.getByText('Veg Hakka Noodles')).toBeVisible();
  await expect(preview.getByText('Bestseller')).toBeVisible();
  await expect(preview.getByText('₹150')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('Veg Hakka Noodles')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 4
  await expect(page).toHaveURL('/contract');
  await expect(page.getByLabel('20%')).toBeChecked();
  await expect(page.getByLabel('Weekly', { exact: true })).toBeChecked();
  await expect(page.getByText('₹2,62,500')).toBeVisible();
  await expect(page.getByText('₹2,10,000')).toBeVisible();
  await page.getByLabel('25%').check();
  await expect(page.getByText('₹1,96,875')).toBeVisible();
  await expect(page.getByText('weekly settlement happens on Tuesdays', { exact: false })).toBeVisible();
  await expect(page.getByText('at least 3.5')).toBeVisible();

  const sign = page.getByRole('button', { name: 'Sign contract' });
  await expect(sign).toBeDisabled();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByLabel('Full name (as your signature)').fill('Sunita Rao');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sent' })).toBeDisabled();
  await page.getByLabel('One-time password').fill('12345678');
  await expect(page.getByLabel('One-time password')).toHaveValue('123456');
  await expect(sign).toBeEnabled();
  await page.getByLabel('One-time password').fill('12345');
  await expect(sign).toBeDisabled();
  await page.getByLabel('One-time password').fill('123456');
  await sign.click();
  await expect(page.getByRole('heading', { name: 'Contract signed!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contract signed!' })).toBeVisible();
});
