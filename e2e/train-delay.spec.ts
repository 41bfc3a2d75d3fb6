import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, waitingForApp } from './support/test';
import { loggedInCustomer } from './support/cart';
import { logInThroughUi } from './support/customers';
import { paidSeatOrderThroughApi } from './support/seat-orders';

// Issue 17 "When the train is late or cancelled" (ADR 031): a customer's seat order is open on their
// tracking page; support records that the train runs 90 minutes late on the admin console, and the
// page shows the re-timed arrival and "Cancel with full refund" without a reload.

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Project = keyof typeof viewports;
const demoAdmin = { phone: '9876500002', password: 'admin12345' } as const;

/** A date in India `days` from today, YYYY-MM-DD. */
function indiaDate(days: number): string {
  return new Date(Date.now() + (5 * 60 + 30) * 60_000 + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

type Journey = {
  journey: { startDate: string };
  stations: { station: { code: string; name: string }; status: string }[];
};

/**
 * The Bhopal Shatabdi (12002) from New Delhi, boarded a few days ahead (other journeys use tomorrow's
 * run, and a delay recorded here must not move their times): its first station that takes orders, and
 * a restaurant there still taking them.
 */
async function seatStop(request: APIRequestContext, project: Project) {
  for (let days = project === 'desktop' ? 3 : 5; days < 12; days += 1) {
    const date = indiaDate(days);
    const answer = await request.get(`/api/trains/12002/journey?date=${date}&from=NDLS`);
    if (answer.status() !== 200) continue;
    const { data } = (await answer.json()) as { data: Journey };
    const station = data.stations.find((candidate) => candidate.status === 'open');
    if (!station) continue;
    const restaurants = await request.get(
      `/api/trains/12002/journey/stations/${station.station.code}/restaurants?date=${date}&from=NDLS`,
    );
    const list = (
      (await restaurants.json()) as { data: { restaurants: { id: number; acceptsOrders: boolean }[] } }
    ).data.restaurants;
    const kitchen = list.find((restaurant) => restaurant.acceptsOrders);
    if (kitchen)
      return { date, startDate: data.journey.startDate, station: station.station, restaurantId: kitchen.id };
  }
  throw new Error('no run of 12002 in the next days takes orders');
}

async function adminPage(browser: Browser, project: Project) {
  const context = await browser.newContext({ viewport: viewports[project] });
  const page = waitingForApp(await context.newPage());
  await logInThroughUi(page, demoAdmin.phone, demoAdmin.password);
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}

test('a delay recorded by support re-times the seat order on the customer’s open order page', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a payment and a sweep: longer than one page's journey on a loaded machine.
  test.slow();
  const project = testInfo.project.name as Project;
  const token = await loggedInCustomer(page);
  const stop = await seatStop(page.request, project);
  const orderId = await paidSeatOrderThroughApi(page, token, {
    trainNumber: '12002',
    boardingDate: stop.date,
    boardingStationCode: 'NDLS',
    stationCode: stop.station.code,
    restaurantId: stop.restaurantId,
  });

  await page.goto(`/track-order?orderId=${orderId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Train running late' })).toBeHidden();

  const admin = await adminPage(browser, project);
  await admin.page.goto('/admin');
  await expect(admin.page.getByRole('heading', { name: 'Train delays and cancellations' })).toBeVisible();
  const form = admin.page.getByRole('region', { name: 'Record a train delay' });
  await form.getByLabel('Train number').fill('12002');
  await form.getByLabel('Date it left its origin').fill(stop.startDate);
  await form.getByLabel('Delay (minutes)').fill('90');
  await form.getByRole('button', { name: 'Record delay' }).click();
  await expect(
    form.getByText(
      /^Recorded: train 12002 that left its origin on .* is running 90 min late\. \d+ open orders? will be re-timed/,
    ),
  ).toBeVisible();
  await admin.page.screenshot({ path: testInfo.outputPath('admin-console.png'), fullPage: true });

  // The sweep re-times the order and the page hears of it on its live stream.
  const notice = page.getByRole('region', { name: 'Train running late' });
  await expect(notice).toContainText('Your train is running 90 min late.', { timeout: 10_000 });
  await expect(notice).toContainText(/Now expected .*\d{2}:\d{2} \(scheduled \d{2}:\d{2}\)/);
  await expect(notice).toContainText('you may cancel with a full refund');
  await expect(page.getByRole('button', { name: 'Cancel with full refund' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-retimed.png'), fullPage: true });

  // The journey shows the delay too.
  await page.goto(`/train?train=12002&date=${stop.date}&from=NDLS`);
  await expect(page.getByText('Train 12002 is running 90 min late.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stations after boarding' })).toContainText(
    /Expected .*\d{2}:\d{2}\(scheduled \d{2}:\d{2}, running 90 min late\)/,
  );
  await admin.context.close();
});
