import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after
 * `max` presses. Checks the focus is visible where it lands.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(max)} Tab presses never reached ${target.toString()}`);
}

export async function expectFocused(target: Locator) {
  await expect.poll(() => isFocused(target), { message: `${target.toString()} has the focus` }).toBe(true);
}

/**
 * The focused element matches :focus-visible and draws something for it: an outline or a ring
 * (box-shadow) of its own, or a ring on the field wrapper that styles `focus-within`.
 */
export async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.matches(':focus-visible')) return false;
    const draws = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    if (draws(focused)) return true;
    const wrapper = focused.closest('[class*="focus-within:"]');
    return wrapper !== null && draws(wrapper);
  });
  const description = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  expect(shown, `focus is visible on ${description}`).toBe(true);
}
