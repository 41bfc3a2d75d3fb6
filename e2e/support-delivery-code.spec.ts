import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loggedInCustomer } from './support/cart';
import { logInThroughUi } from './support/customers';
import { apiLogin, demoPartner, openAllDay, partnerRestaurants } from './support/partner';
import { paidSeatOrderThroughApi } from './support/seat-orders';
import { expect, test, waitingForApp } from './support/test';
import { tomorrowInIndia } from './support/trains';

// A seat order locked by wrong delivery codes (ADR 030) is unlocked by support: the partner gets the
// code wrong five times, support finds the order on /admin and issues a new code, the passenger's
// open order page shows it live (and it is texted), and the partner delivers with it; the old one is
// refused. Three people: the customer (the `page`), the partner and support.

const desktop = { width: 1280, height: 800 } as const;
const demoAdmin = { phone: '9876500002', password: 'admin12345' } as const;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A kitchen of the demo partner's at New Delhi, where 12001 boarded at Bhopal arrives at 23:30
 * (the first one: partner-console.spec.ts's desktop board, which looks only at its own orders).
 */
async function partnerKitchenAtNewDelhi(request: APIRequestContext, partnerToken: string) {
  const answer = await request.get(
    `/api/trains/12001/journey/stations/NDLS/restaurants?date=${tomorrowInIndia()}&from=BPL`,
  );
  expect(answer.status()).toBe(200);
  const atStation = ((await answer.json()) as { data: { restaurants: { id: number }[] } }).data.restaurants;
  const kitchen = (await partnerRestaurants(request, partnerToken)).find((own) =>
    atStation.some((restaurant) => restaurant.id === own.restaurantId),
  );
  if (!kitchen) throw new Error('the demo partner runs no kitchen at New Delhi');
  await openAllDay(request, partnerToken, kitchen.restaurantId);
  return kitchen;
}

async function signedInPage(browser: Browser, account: { phone: string; password: string }) {
  const context = await browser.newContext({ viewport: desktop });
  const page = waitingForApp(await context.newPage());
  await logInThroughUi(page, account.phone, account.password);
  await expect(page).toHaveURL('/');
  return { context, page };
}

/** Enters a code in the partner's "Hand over at the seat" dialog; answers the dialog. */
async function enterCode(partner: Page, orderId: string, code: string) {
  const card = partner.getByRole('article', { name: `Order #${orderId.slice(-6)} from Priya` });
  const dialog = partner.getByRole('dialog', { name: 'Hand over at the seat' });
  if (!(await dialog.isVisible())) await card.getByRole('button', { name: 'Mark delivered' }).click();
  await dialog.getByLabel('Delivery code from the passenger').fill(code);
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  return dialog;
}

test('support gives a locked seat order a new delivery code, and the partner delivers with it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three people and a locked order's whole repair.
  test.slow();
  const partnerToken = await apiLogin(request, demoPartner.phone, demoPartner.password);
  const kitchen = await partnerKitchenAtNewDelhi(request, partnerToken);

  // The customer orders to a seat and keeps the order page open.
  const passengerMobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  const token = await loggedInCustomer(page);
  const orderId = await paidSeatOrderThroughApi(
    page,
    token,
    {
      trainNumber: '12001',
      boardingDate: tomorrowInIndia(),
      boardingStationCode: 'BPL',
      stationCode: 'NDLS',
      restaurantId: kitchen.restaurantId,
    },
    { mobile: passengerMobile },
  );
  for (const [action, body] of [
    ['accept-order', { preparationMinutes: 15 }],
    ['dispatch-order', { deliveryPersonName: 'Suresh Kumar', deliveryPersonPhone: '9811122233' }],
  ] as const) {
    const moved = await request.post(`/api/partner/${action}/${orderId}`, {
      headers: auth(partnerToken),
      data: body,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await page.goto(`/track-order?orderId=${orderId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const codeOnPage = page.getByRole('region', { name: 'To your seat' }).getByText(/^\d{4}$/);
  const oldCode = await codeOnPage.innerText();
  const wrongCode = oldCode === '0000' ? '1111' : '0000';
  // The passenger was texted that code when the order was confirmed.
  await expect
    .poll(async () => (await request.get(`/dev/sms-outbox?phone=${passengerMobile}`)).text())
    .toContain(`is ${oldCode}.`);

  // The partner gets the code wrong until the order locks.
  const partner = await signedInPage(browser, demoPartner);
  await partner.page.goto('/partner');
  await partner.page.getByLabel('Restaurant').selectOption(String(kitchen.restaurantId));
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const dialog = await enterCode(partner.page, orderId, wrongCode);
    const left = 5 - attempt;
    // By the field, and the dialog's count read again from the board.
    await expect(dialog.getByText(/is not this order’s/)).toContainText(
      `${String(left)} ${left === 1 ? 'try' : 'tries'} left before the order locks`,
    );
    await expect(dialog).toContainText(`${String(left)} wrong ${left === 1 ? 'try' : 'tries'} left.`);
  }
  const lockedDialog = await enterCode(partner.page, orderId, wrongCode);
  await expect(lockedDialog.getByRole('alert')).toContainText('Ask RailBite support');
  await expect(lockedDialog.getByLabel('Delivery code from the passenger')).toHaveCount(0);
  await lockedDialog.getByRole('button', { name: 'Close' }).click();
  const partnerCard = partner.page.getByRole('article', { name: `Order #${orderId.slice(-6)} from Priya` });
  await expect(partnerCard).toContainText('Locked: the delivery code was entered wrong');
  await expect(partnerCard.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

  // Support finds the order and issues a new code.
  const support = await signedInPage(browser, demoAdmin);
  await support.page.goto('/admin');
  // The caller knows their number, not the order id: the passenger's number finds the order.
  await support.page.getByLabel('Caller’s phone').fill(passengerMobile);
  await support.page.getByRole('button', { name: 'Find orders' }).click();
  await support.page
    .getByRole('list', { name: `Orders for ${passengerMobile}` })
    .getByRole('button', { name: new RegExp(orderId) })
    .click();
  const panel = support.page.getByRole('article', { name: `Order ${orderId}` });
  await expect(panel.getByRole('region', { name: 'Delivery code' })).toContainText(
    'Locked: the restaurant entered a wrong code 5 times',
  );
  await expect(panel).toContainText(kitchen.name);
  await expect(panel).not.toContainText(oldCode);
  await expectNoSeriousA11yViolations(support.page, 'the support order desk with a locked seat order');
  await panel.getByRole('button', { name: 'Issue a new delivery code' }).click();
  const confirm = support.page.getByRole('dialog', { name: 'Issue a new delivery code?' });
  await confirm.getByRole('button', { name: 'Issue new code' }).click();
  await expect(panel).toContainText(
    `texted to the passenger at ${passengerMobile.slice(0, 2)}XXXXXX${passengerMobile.slice(-2)}`,
  );
  await expect(panel.getByRole('region', { name: 'Delivery code' })).toContainText(
    'Not locked: no wrong code entered.',
  );
  await support.page.screenshot({ path: testInfo.outputPath('support-order.png'), fullPage: true });

  // The customer's open page shows the new code by itself, and the passenger is texted it.
  await expect(codeOnPage).not.toHaveText(oldCode, { timeout: 10_000 });
  const newCode = await codeOnPage.innerText();
  await expect
    .poll(async () => (await request.get(`/dev/sms-outbox?phone=${passengerMobile}`)).text())
    .toContain(`is ${newCode}.`);

  // The partner's board is unlocked live; the old code is refused, the new one delivers.
  await expect(partnerCard.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  const unlocked = await enterCode(partner.page, orderId, oldCode);
  await expect(unlocked.getByText(/4 tries left before the order locks/)).toBeVisible();
  await enterCode(partner.page, orderId, newCode);
  await expect(partnerCard.getByText(/Delivered at/)).toBeVisible();
  // Delivered: the customer's page no longer shows a code.
  await expect(codeOnPage).toBeHidden({ timeout: 10_000 });
  await partner.context.close();
  await support.context.close();
});
