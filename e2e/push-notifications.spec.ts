import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  createFakeBrowserKeys,
  startFakePushService,
} from '../apps/server/src/modules/notifications/web-push-fake';
import type { FakePushService } from '../apps/server/src/modules/notifications/web-push-fake';
import { expect, test, waitingForApp } from './support/test';
import { signedUpAndLoggedIn } from './support/customers';
import { addDishThroughApi, saveAddress, startPaymentThroughApi } from './support/orders';
import { apiLogin, demoPartner, openAllDay, partnerRestaurants } from './support/partner';

// Issue 18's push journey: the customer pays, the restaurant accepts, and the service worker shows it.
//
// What is real: the header's push setup (device id, registration through validate-and-update-fcm),
// the server's notifier and Web Push request (VAPID-signed, aes128gcm-encrypted), and the service
// worker's push handler and showNotification in Chromium. What stands in: the push service. Headless
// Chromium's PushManager needs Google's push service, which this machine cannot reach, so the page's
// PushManager hands out a subscription at a local push service (this test's), whose keys the test
// holds; that service checks the VAPID signature, decrypts the body as the browser would, and delivers
// the plaintext to the real service worker through DevTools (ServiceWorker.deliverPushMessage).

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Project = keyof typeof viewports;
/** playwright.config.ts allows these push-service origins, one per project. */
const pushPortOffset: Record<Project, number> = { desktop: 1100, phone: 1200 };
/** The demo partner's kitchen this journey orders from. */
const restaurantIndex = 1;

type Shown = { title: string; body: string; url: string };

/** The page's PushManager, subscribed at the local push service with the test's keys. */
function stubPushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const stored = 'e2e_push_application_server_key';
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0)).buffer;
  const made = (serverKey: string) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { applicationServerKey: fromBase64(serverKey), userVisibleOnly: true },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    getKey: () => null,
    unsubscribe: () => {
      localStorage.removeItem(stored);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.getSubscription = function () {
    const key = localStorage.getItem(stored);
    return Promise.resolve((key ? made(key) : null) as unknown as PushSubscription);
  };
  PushManager.prototype.subscribe = function (options) {
    const key = options?.applicationServerKey;
    const bytes =
      key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array((key as Uint8Array).buffer);
    localStorage.setItem(stored, toBase64(bytes));
    return Promise.resolve(made(toBase64(bytes)) as unknown as PushSubscription);
  };
}

/** Delivers a decrypted push to the page's service worker, as Chromium's push service would. */
async function serviceWorkerDelivery(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  return async (origin: string, data: string) => {
    await expect.poll(() => registrations.get(`${origin}/`)).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`) ?? '',
      data,
    });
  };
}

/** What the service worker has on screen, read in the service worker itself. */
async function shownNotifications(context: BrowserContext): Promise<Shown[]> {
  const [worker] = context.serviceWorkers();
  if (!worker) return [];
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    const shown = await scope.registration.getNotifications();
    return shown.map((n: Notification) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string }).url,
    }));
  });
}

// Both journeys of a project use its one allowed push-service port: one after the other.
test.describe.configure({ mode: 'serial' });

let service: FakePushService | undefined;
test.afterEach(async () => {
  await service?.close();
  service = undefined;
});

test('the customer pays, the restaurant accepts, and a notification is shown', async ({
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name as Project;
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext({ viewport: viewports[project], permissions: ['notifications'] });
  const page = waitingForApp(await context.newPage());
  const deliverToWorker = await serviceWorkerDelivery(context, page);
  service = await startFakePushService({
    port: Number(new URL(origin).port) + pushPortOffset[project],
    onPush: (push) => deliverToWorker(origin, push.payload),
  });
  const keys = createFakeBrowserKeys();
  await context.addInitScript(stubPushManager, service.subscribe(`customer-${project}`, keys));

  // Logging in mounts the header: it registers this browser (notifications are already allowed).
  await page.goto('/login');
  const customer = await signedUpAndLoggedIn(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fcm_token')), { timeout: 15_000 })
    .toContain(`/push/customer-${project}`);
  const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('device_id') ?? '""') as string);
  expect(deviceId).toMatch(/^device_[a-z0-9]+_\d{13}$/);

  // The customer orders and pays; the restaurant accepts.
  const partnerToken = await apiLogin(page.request, demoPartner.phone, demoPartner.password);
  const restaurant = (await partnerRestaurants(page.request, partnerToken))[restaurantIndex];
  if (!restaurant) throw new Error('the demo partner needs a second kitchen');
  await openAllDay(page.request, partnerToken, restaurant.restaurantId);
  const token = await apiLogin(page.request, customer.mobile, customer.password);
  await addDishThroughApi(page, token, restaurant.restaurantId);
  const addressId = await saveAddress(page, token);
  const { orderId, redirectUrl } = await startPaymentThroughApi(page, token, addressId);
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({
    timeout: 15_000,
  });
  const accepted = await page.request.post(`/api/partner/accept-order/${orderId}`, {
    headers: { authorization: `Bearer ${partnerToken}` },
    data: { preparationMinutes: 20 },
  });
  expect(accepted.status()).toBe(200);

  // The service worker shows the news, with the order's page for a tap.
  await expect
    .poll(async () => (await shownNotifications(context)).map((shown) => shown.title), { timeout: 15_000 })
    .toContain('Order accepted');
  const shown = await shownNotifications(context);
  const news = shown.find((n) => n.title === 'Order accepted');
  expect(news?.url).toBe(`/track-order?orderId=${orderId}`);
  expect(news?.body).toMatch(/is preparing your order\. Ready in about 20 min\./);
  expect(service.rejected).toEqual([]);
  expect(service.received.map((push) => JSON.parse(push.payload) as Shown).map((push) => push.title)).toEqual(
    ['Order confirmed', 'Order accepted'],
  );
  await context.close();
});

test('no prompt on a first visit: the browser asks only after a tap under order updates', async ({
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name as Project;
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext({ viewport: viewports[project] });
  const page = waitingForApp(await context.newPage());
  service = await startFakePushService({ port: Number(new URL(origin).port) + pushPortOffset[project] });
  await context.addInitScript(stubPushManager, service.subscribe(`settings-${project}`));
  // The browser's prompt, answered "Allow" by the person: noted, then the permission is granted.
  let prompted = false;
  await context.exposeFunction('e2eAllowNotifications', async () => {
    prompted = true;
    await context.grantPermissions(['notifications'], { origin });
  });
  await context.addInitScript(() => {
    Notification.requestPermission = async () => {
      await (window as unknown as { e2eAllowNotifications: () => Promise<void> }).e2eAllowNotifications();
      return 'granted';
    };
  });

  await page.goto('/login');
  await signedUpAndLoggedIn(page);
  await page.goto('/account-setting');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  // The header's setup has run by now and neither asked nor registered anything.
  expect(prompted).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('fcm_token'))).toBeNull();

  // The person's tap asks; once allowed, this browser is registered.
  await turnOn.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Order updates will appear on this device.' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(prompted).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('fcm_token'))).toContain(`/push/settings-${project}`);
  await context.close();
});
