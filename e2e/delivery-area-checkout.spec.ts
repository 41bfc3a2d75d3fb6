import { expect, test } from './support/test';
import { escapeRegExp, fillCartAndOpenPayment, kitchen, loggedInCustomer } from './support/cart';
import { farAwayAddress as farAway, saveAddress } from './support/orders';

// Issue 20 (ADR 024): the Payment page checks the address chosen on it before the customer pays, and
// the order keeps the window promised when it was paid.

/** "7:45 pm" in India time, as the pages write it. */
function indiaTime(iso: string): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const hours = india.getUTCHours();
  return `${String(hours % 12 || 12)}:${String(india.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

test('switching to an address outside the area stops Pay and says why; back to one inside, the order is paid and promises its window', async ({
  page,
}) => {
  // Sign-up, a cart, the gateway page and the order status page: a long journey on a loaded machine.
  test.slow();
  const token = await loggedInCustomer(page);
  await saveAddress(page, token);
  const farId = await saveAddress(page, token, farAway);
  await fillCartAndOpenPayment(page);

  const payButton = page.getByRole('button', { name: /^Pay ₹/ });
  const deliveryTime = page.getByTestId('delivery-time');
  await expect(page.getByRole('radio', { name: /Rail Vihar/ })).toBeChecked();
  await expect(deliveryTime).toHaveText(/^Delivery in \d+–\d+ mins$/);
  await expect(payButton).toBeEnabled();

  // Hold the far address's check, to see the page while it asks.
  let releaseCheck: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseCheck = resolve;
  });
  await page.route(/\/api\/orders\/get-cart-info\?addressId=/, async (route) => {
    if (
      route
        .request()
        .url()
        .endsWith(`addressId=${String(farId)}`)
    )
      await held;
    await route.continue();
  });
  await page.getByRole('radio', { name: /Juhu/ }).check();
  await expect(deliveryTime).toHaveText('Checking the delivery time to this address…');
  await expect(payButton).toBeDisabled();
  releaseCheck();

  const message = page.getByRole('alert').filter({ hasText: 'does not deliver to this address' });
  await expect(message).toContainText(
    new RegExp(
      `^${escapeRegExp(kitchen.name)} does not deliver to this address — it is [\\d,]+(\\.\\d)? km away; it delivers within 7 km\\. Choose another address, or find a restaurant that delivers there\\.$`,
    ),
  );
  await expect(deliveryTime).toHaveText('Not delivered to this address');
  await expect(payButton).toBeDisabled();
  await expect(payButton).toHaveAccessibleDescription(
    /^Not delivered to the chosen address\. .*it delivers within 7 km/,
  );

  await page.getByRole('radio', { name: /Rail Vihar/ }).check();
  await expect(message).toBeHidden();
  await expect(deliveryTime).toHaveText(/^Delivery in \d+–\d+ mins$/);
  await expect(payButton).toBeEnabled();
  await payButton.click();

  await expect(page).toHaveURL(/\/pay\/sandbox\/SBX/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = /\/order-status\/(ORD[\w-]+)/.exec(page.url())?.[1] ?? '';

  // The window the server promised when the payment confirmed the order, in India time.
  const details = await page.request.get(`/api/orders/get-order-details/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { promisedFrom, promisedBy } = (
    (await details.json()) as {
      data: { promisedFrom: string; promisedBy: string };
    }
  ).data;
  const [from, by] = [indiaTime(promisedFrom), indiaTime(promisedBy)];
  const sameHalf = from.slice(-2) === by.slice(-2);
  await expect(page.getByTestId('promised-window')).toHaveText(
    `Arriving between ${sameHalf ? from.slice(0, -3) : from} and ${by}`,
  );
});
