import { expect, test } from './support/test';
import { logInThroughUi } from './support/customers';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  apiLogin,
  demoPartner,
  openAllDay,
  paidOrderThroughApi,
  partnerRestaurants,
} from './support/partner';

/** The console shows the demo partner's first restaurant; the order goes to its third. */
const otherIndex = 2;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a new order at another of the partner’s restaurants shows above the board; Show opens that board', async ({
  page,
  request,
}) => {
  const partnerToken = await apiLogin(request, demoPartner.phone, demoPartner.password);
  const restaurants = await partnerRestaurants(request, partnerToken);
  const [shown] = restaurants;
  const other = restaurants[otherIndex];
  if (!shown || !other) throw new Error('the demo partner runs three restaurants');
  await openAllDay(request, partnerToken, other.restaurantId);

  // The page's clock, so the console's 20 s refresh is run rather than waited for.
  await page.clock.install();
  await logInThroughUi(page, demoPartner.phone, demoPartner.password);
  await expect(page).toHaveURL('/');
  await page.goto('/partner');
  await page.getByLabel('Restaurant').selectOption(String(shown.restaurantId));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escaped(shown.name)) })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // A customer pays at the other restaurant, whose stream the board does not follow.
  const { orderId } = await paidOrderThroughApi(request, other.restaurantId);
  await page.clock.fastForward(20_000);
  const line = page
    .getByRole('status')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^\\d+ new orders? at ${escaped(other.name)}, waiting to be accepted`) });
  await expect(line).toBeVisible();
  await expect(
    page
      .getByLabel('Restaurant')
      .locator('option', { hasText: new RegExp(`^${escaped(other.name)} — \\d+ new orders?$`) }),
  ).toHaveCount(1);
  await expect(page).toHaveTitle(/^\(\d+\) New orders · RailBite Partner$/);
  await expectNoSeriousA11yViolations(page, 'the console with orders waiting at another restaurant');

  await line.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escaped(other.name)) })).toBeFocused();
  await expect(page.getByRole('article', { name: `Order #${orderId.slice(-6)} from Priya` })).toBeVisible();

  // Leave the restaurant's board as it was: the order is turned down (and refunded).
  const rejected = await request.post(`/api/partner/reject-order/${orderId}`, {
    headers: { authorization: `Bearer ${partnerToken}` },
    data: { reason: 'kitchen_busy' },
  });
  expect(rejected.status()).toBe(200);
});
