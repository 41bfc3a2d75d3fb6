import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signedUpAndLoggedIn } from './support/customers';
import { startNextBuildProxy } from './support/next-build-proxy';

// Issue 18's installable app (ADR 033): the manifest and the one service worker (/sw.js, which also
// shows pushes) make RailBite installable; the worker keeps the app shell and the offline page, never
// an API answer or a page, and a new version waits for the person's "Reload".

/** The page's service worker has taken control of it (the first worker claims the page at once). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

/** Every URL in the worker's caches, as paths. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** CSP violations the page reports (the suite's rule: there are none). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('offline, the app opens its offline page and its shell keeps working', async ({ page, context }) => {
  const violations = cspViolations(page);
  await page.goto('/');
  await controlledByWorker(page);
  // A page opened online leaves its code in the worker's cache: the policy pages', here.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await page.goto('/');

  await context.setOffline(true);
  // The open app still moves between its pages whose code it has, offline.
  await page
    .getByRole('navigation', { name: 'More from RailBite' })
    .getByRole('link', { name: 'Terms & Conditions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();

  // A page opened without a connection gets the offline page, not the browser's error page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('You are offline — RailBite');
  await expectNoSeriousA11yViolations(page, 'the offline page');
  // A page of its own: the tab above sits on an offline page of its own, which reloads itself too.
  const history = await context.newPage();
  await history.goto('/user/order-history');
  await expect(history).toHaveURL(/\/user\/order-history$/);
  await expect(history.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(history.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '');

  // Back online, the offline page opens the page that could not be opened, by itself.
  await context.setOffline(false);
  await expect(history).toHaveURL(/\/login/);
  await expect(history.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('connected but unable to reach us, the offline page asks the server itself and reloads once it answers', async ({
  page,
}) => {
  // The device keeps its connection ("online" never fires); only our server does not answer the
  // page's own check. (The page is opened at its own address here, so that reaching the server
  // reloads the same page: counted by its navigations.)
  const unreachable = (route: Route) =>
    route.request().method() === 'HEAD' ? route.abort('connectionrefused') : route.fallback();
  await page.route('**/offline.html', unreachable);
  await page.clock.install();
  await page.goto('/offline.html');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.clock.runFor(16_000);
  await page.waitForTimeout(500);
  expect(loads).toBe(0);

  await page.unroute('**/offline.html', unreachable);
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(16_000);
  await reloaded;
  expect(loads).toBe(1);
});

test('offline, an open app opens the header’s account menu from the worker’s shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // The login page's code, kept by the worker once a page has used it.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/');

  await context.setOffline(true);
  // This page never loaded the account menu's code: it comes from the worker's shell, not the network
  // (without it, the tap replaced the page with the router's error page).
  await page.getByRole('button', { name: 'Sign in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Welcome to RailBite' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await context.setOffline(false);
});

test('the worker keeps no page and no API answer, and personal pages come from the network', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await signedUpAndLoggedIn(page);
  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await page.goto('/account-setting');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  const cached = await cachedPaths(page);
  expect(cached).toContain('/offline.html');
  expect(cached).toContain('/manifest.webmanifest');
  // Only build files and the offline page's own files: no /api/, no page a person was shown.
  for (const cachedPath of cached)
    expect(cachedPath).toMatch(
      /^\/(assets\/|icons\/|offline\.(html|js)$|manifest\.webmanifest$|favicon\.svg$)/,
    );

  // Online, a personal page is the network's answer: the worker passes it through untouched.
  const response = await page.goto('/user/order-history');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order History' })).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('a new version', () => {
  let proxy: Awaited<ReturnType<typeof startNextBuildProxy>> | undefined;
  test.afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  /** The app loaded through a proxy that then serves the next build's worker, and the page reloaded. */
  async function nextBuildWaiting(page: Page, baseURL: string | undefined) {
    proxy = await startNextBuildProxy(baseURL ?? '', 0);
    await page.goto(`${proxy.origin}/`);
    await controlledByWorker(page);
    proxy.deployNextBuild('next');
    // The browser looks for a new worker at each page load.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    return prompt;
  }

  test('waits for "Reload", which switches to it and reloads once', async ({ page, context, baseURL }) => {
    const prompt = await nextBuildWaiting(page, baseURL);
    // The page keeps the version it was loaded with until the person chooses.
    expect(await activeBuild(context)).toBe('first');
    await expectNoSeriousA11yViolations(page, 'the update prompt');

    let loads = 0;
    page.on('load', () => (loads += 1));
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => activeBuild(context)).toBe('next');
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
  });

  test('"Not now" puts the prompt away', async ({ page, baseURL }) => {
    const prompt = await nextBuildWaiting(page, baseURL);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
  });
});

/** The `e2eBuild` mark of the worker that is active now (the one controlling pages), if it has one. */
async function activeBuild(context: BrowserContext): Promise<string | undefined> {
  for (const worker of context.serviceWorkers()) {
    const mark = await worker
      .evaluate(() => {
        const scope = self as unknown as { serviceWorker: ServiceWorker; e2eBuild?: string };
        return scope.serviceWorker.state === 'activated' ? (scope.e2eBuild ?? 'first') : undefined;
      })
      .catch(() => undefined);
    if (mark) return mark;
  }
  return undefined;
}

test('Chrome finds the app installable: manifest, icons and worker', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Installability is not checked in an off-the-record context (Playwright's usual one).
  const profile = await mkdtemp(path.join(tmpdir(), 'railbite-install-'));
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
