import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app has started on the page: server-rendered pages (ADR 013) show before their
 * code runs, and a tap on a button before that is held until then (e2e/early-taps.spec.ts tests that);
 * journeys wait, so that each step sees the page the app shows. Pages that are not the app's (the
 * sandbox gateway's) have nothing to wait for.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
  );
}

/**
 * Stops the page's clock where it is (the test called `page.clock.install()` before loading the page),
 * so that timers fire only when the test runs them with `page.clock.runFor`.
 */
export async function pauseClock(page: Page) {
  // Pausing needs a time the page's clock has not reached yet, and the clock runs on while we ask: on a
  // loaded machine more than a moment can pass between reading it and pausing it (CI saw "Cannot
  // fast-forward to the past"), so read it again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Makes the page's `goto` and `reload` wait for the app after each full page load they start; for
 * pages a journey opens itself (`browser.newContext()`), as the `page` fixture already does.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose page waits for the app after every full page load it starts. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForApp(page) : page);
  },
});
