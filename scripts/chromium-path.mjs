import { existsSync } from 'node:fs';

/**
 * The browser e2e tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * download (undefined lets Playwright use it). Returns null when none is on this machine.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium } = await import('playwright-core');
  return existsSync(chromium.executablePath()) ? undefined : null;
}
