import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';
import { newCustomer } from './support/customers';

function isoDate(daysFromToday: number) {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});
const png = {
  name: 'thali.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
};

test('a new partner signs up, applies step by step (uploads included) and reaches the submitted status', async ({
  page,
  context,
}) => {
  // Four steps, three uploads, a map search and an SMS: the longest journey of the suite.
  test.slow();
  const partner = newCustomer();
  // "Partner with us" from the footer: sign up, log in, and land back on the start page.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Partner with us' }).click();
  await expect(page).toHaveURL('/restaurent-name');
  await page.getByRole('link', { name: 'Sign up to apply' }).click();
  await page.getByLabel('Name').fill(partner.name);
  await page.getByLabel('Phone number').fill(partner.mobile);
  await page.getByLabel('Email').fill(partner.email);
  await page.getByLabel('Password', { exact: true }).fill(partner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
  // A new account has no delivery address: the customer prompt is not what this journey is about.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Add a delivery address' }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Browse Without Address' }).click();
    },
  );
  await page.getByLabel('Phone number').fill(partner.mobile);
  await page.getByLabel('Password', { exact: true }).fill(partner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/restaurent-name');

  // A later step visited first goes back to the first unsaved one.
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page).toHaveURL('/restaurent-info');
  await page.goto('/menu-setup');
  await expect(page).toHaveURL('/restaurent-info');

  // Step 1
  await page.getByLabel('Owner full name').fill('Sunita Rao');
  await page.getByLabel('Restaurant name').fill('Sunita Tiffins');
  await page.getByLabel('Email', { exact: true }).fill('sunita@example.com');
  await page.getByLabel('Mobile number', { exact: true }).fill(partner.mobile);
  await page.getByRole('button', { name: 'Select location on map' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  await picker.getByRole('searchbox').fill('Howrah');
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(picker.getByTestId('picker-address')).toContainText('Howrah');
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Kolkata');
  await page.getByLabel('Outlet address (shop, street)').fill('Shop 4, Station Road');
  await page.getByLabel('Pincode').fill('711101');
  await page.getByLabel('Railway station you serve').fill('HWH');
  await page
    .getByRole('listbox', { name: 'Stations' })
    .getByRole('option', { name: /\(HWH\)/ })
    .click();
  await expect(page.getByText(/^Chosen: .*\(HWH\)$/)).toBeVisible();
  await page.getByLabel('Cities you deliver in (comma-separated)').fill('Kolkata, Howrah');
  await page.getByRole('group', { name: 'Cuisines (up to 5)' }).getByRole('checkbox').first().check();
  await page.getByLabel('Opens').fill('22:00');
  await page.getByLabel('Closes').fill('02:00');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: every problem is said in one round, before anything is sent: a wrong PAN, a GSTIN with a
  // typo, a licence expiring within 30 days and account numbers that differ.
  await expect(page).toHaveURL('/restaurant-docs');
  await page.getByLabel('Business PAN').fill('AAPFU0939');
  await page.getByLabel('PAN card').setInputFiles(pdf('pan.pdf'));
  await expect(page.getByText('pan.pdf')).toBeVisible();
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByLabel('FSSAI number (14 digits)').fill('10019022009876');
  await page.getByLabel('Licence expires on').fill(isoDate(20));
  await page.getByLabel('FSSAI certificate').setInputFiles(pdf('fssai.pdf'));
  await expect(page.getByText('fssai.pdf')).toBeVisible();
  await page.getByLabel('IFSC').fill('HDFC0001234');
  await page.getByLabel('Account number', { exact: true }).fill('50100012345678');
  await page.getByLabel('Account number again').fill('50100012345679');
  await page.getByLabel('Cancelled cheque or bank letter').setInputFiles(pdf('cheque.pdf'));
  await expect(page.getByText('cheque.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Business PAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This GSTIN has a typo: its check character does not match')).toBeVisible();
  await expect(
    page.getByText('Your food licence expires within 30 days. Renew it before you apply.'),
  ).toBeVisible();
  await expect(page.getByText('The account numbers do not match')).toBeVisible();
  // Below the GST threshold, the declaration must be ticked: said on its checkbox.
  await page.getByRole('radio', { name: /Not GST-registered/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('checkbox', { name: /I declare that my kitchen/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('radio', { name: 'GST-registered', exact: true }).check();
  await page.getByLabel('Business PAN').fill('AAPFU0939F');
  await page.getByLabel('Account number again').fill('50100012345678');
  await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await page.getByLabel('Licence expires on').fill(isoDate(200));
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: each new dish starts with no food type chosen.
  await expect(page).toHaveURL('/menu-setup');
  await page.getByLabel('New category').fill('Thalis');
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Dish name').fill('Veg thali');
  await page.getByLabel('Price (₹)').fill('149');
  await page.getByRole('radio', { name: 'Veg', exact: true }).check();
  await page.getByLabel('Dish photo (optional)').setInputFiles(png);
  await expect(page.getByText('thali.png')).toBeVisible();
  await page.getByRole('button', { name: 'Add dish' }).click();
  await expect(page.getByText('₹149 · Veg · Photo')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Veg', exact: true })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'partner menu editor with a dish');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog', { name: /^Menu preview/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'partner menu preview');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: the code comes by SMS (the development outbox shows it).
  await expect(page).toHaveURL('/contract');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByRole('region', { name: 'Contract text' })).toContainText(
    'once a month, on the first Tuesday of the month',
  );
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const outbox = await context.newPage();
  await outbox.goto(`/dev/sms-outbox?phone=${partner.mobile}`);
  const message = await outbox
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .first()
    .innerText();
  const code = /(\d{6}) is your RailBite code to sign/.exec(message)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign and submit' }).click();

  // Signing waits for the server's transaction; a loaded machine can take a few seconds.
  await expect(page).toHaveURL('/partner-application', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signed contract (PDF)' })).toBeVisible();
  // Nothing of the application is kept in the browser.
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  expect(stored).not.toContain('AAPFU0939F');
  expect(stored).not.toContain('50100012345678');
});
