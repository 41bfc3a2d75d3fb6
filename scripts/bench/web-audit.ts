// One page's Lighthouse figures: the default (mobile) preset, performance only, in a fresh Chromium
// per run so every run starts with an empty cache; a logged-in page gets the session written into
// localStorage and the page-session cookie first, as the web app stores them at login.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { medianValue } from './load.ts';
import type { StoredSession } from './web-customer.ts';

export type PageFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** The main thread's tasks as observed, unthrottled (Lighthouse's diagnostics: totalTaskTime). */
  mainThreadMs: number;
};

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function writeSession(port: number, origin: string, session: StoredSession) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A JSON endpoint: sets the origin without loading (and caching) any of the app.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(session.storage));
    await page.close();
    await browser.setCookie({
      ...session.sessionCookie,
      domain: new URL(origin).hostname,
      path: '/',
      sameSite: 'Lax',
    });
  } finally {
    await browser.disconnect();
  }
}

class LighthouseRunError extends Error {}

type NetworkRequest = { resourceType?: string; transferSize?: number };

/**
 * What an audit loads: the whole page, or (`blockScripts`) only its server-rendered HTML, CSS and
 * images — the app's script files are blocked, so what is left on the main thread is the browser's own
 * parsing, style, layout and paint of the page: the host's floor under every page's figures.
 */
export type AuditOptions = { session?: StoredSession; blockScripts?: boolean };

export async function auditOnce(
  url: string,
  { session, blockScripts }: AuditOptions = {},
): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    if (session) await writeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // The browser is new, so nothing is cached; keeping storage keeps the session written above.
      disableStorageReset: true,
      ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items;
    const diagnostics = (
      lhr.audits.diagnostics?.details as { items?: { totalTaskTime?: number }[] } | undefined
    )?.items?.[0];
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: (requests ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      mainThreadMs: diagnostics?.totalTaskTime ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is redone. */
export async function withRetries(audit: () => Promise<PageFigures>, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`  ${error.message}; running it again`);
    }
  }
}

/** `runs` audits; each figure is the median over the runs (as Lighthouse's own docs advise). */
export async function auditPage(url: string, runs: number, options: AuditOptions = {}) {
  const all: PageFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await withRetries(() => auditOnce(url, options)));
  const pick = (key: keyof PageFigures) => medianValue(all.map((figures) => figures[key]));
  return {
    runs: all,
    median: {
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      jsBytes: pick('jsBytes'),
      mainThreadMs: pick('mainThreadMs'),
    },
  };
}
