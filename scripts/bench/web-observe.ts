// What a page reports about itself while it loads on a slowed phone: its long tasks and layout shifts
// (PerformanceObserver, as the Performance panel shows them), in a fresh Chromium with the CPU 4×
// slower and a slow-4G network, as Lighthouse's mobile preset simulates. Lighthouse gives the budget's
// figures; this names what is behind them (which tasks, which elements moved).
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromeFlags, writeSession } from './web-audit.ts';
import type { StoredSession } from './web-customer.ts';

export type LayoutShift = { value: number; atMs: number; sources: string[] };

/**
 * Runs in the page before its own scripts: keeps every long task and layout shift (with a description
 * of each element that moved). Plain JavaScript: this project's scripts are typed without the DOM.
 */
const recordPerformance = `(() => {
  const describe = (node) => {
    if (!node) return '(removed)';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    if (!(node instanceof Element)) return text || node.nodeName;
    const classes = [...node.classList].slice(0, 4).join('.');
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '') +
      ' "' + text + '"';
  };
  const store = { longTasks: [], shifts: [], lastTaskEnd: 0 };
  globalThis.__pagePerf = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.longTasks.push(entry.duration);
      store.lastTaskEnd = entry.startTime + entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      store.shifts.push({
        value: entry.value,
        atMs: entry.startTime,
        sources: (entry.sources || []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * The renderer main thread's tasks in a trace, as main-thread CPU time (thread time, µs → ms): time the
 * thread actually ran, which other work on a shared machine does not stretch as it does wall time.
 */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (thread: TraceEvent) =>
    events
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.pid === thread.pid &&
          event.tid === thread.tid,
      )
      .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  const total = (tasks: number[]) => tasks.reduce((sum, ms) => sum + ms, 0);
  // The page's renderer is the one that worked the most (others are blank tabs).
  return mainThreads.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? [];
}

type Load = { longTasks: number[]; shifts: LayoutShift[]; trace?: TraceEvent[] };

/**
 * Loads `url` once in a fresh Chromium on a slow-4G network (optionally with the CPU `cpuSlowdown`×
 * slower, optionally traced) and waits until the app has started and the main thread has been quiet
 * for 3 s.
 */
async function loadOnce(
  url: string,
  session: StoredSession | undefined,
  cpuSlowdown: number,
  trace: boolean,
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...chromeFlags, '--window-size=412,823'],
  });
  try {
    if (session) await writeSession(chrome.port, new URL(url).origin, session);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const cdp = await page.createCDPSession();
      if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      // Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.evaluateOnNewDocument(recordPerformance);
      if (trace)
        await page.tracing.start({ categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
      await page.waitForFunction(
        () => {
          const perf = (globalThis as unknown as { __pagePerf: { lastTaskEnd: number } }).__pagePerf;
          return performance.now() - perf.lastTaskEnd > 3000;
        },
        { polling: 250, timeout: 20_000 },
      );
      const traced = trace ? await page.tracing.stop() : undefined;
      const load: Load = await page.evaluate(
        () => (globalThis as unknown as { __pagePerf: Load }).__pagePerf,
      );
      if (traced)
        load.trace = (
          JSON.parse(Buffer.from(traced).toString('utf8')) as { traceEvents: TraceEvent[] }
        ).traceEvents;
      return load;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

export type PageObservation = {
  /** With the CPU 4× slower: each long task's duration, ms, in the order they ran. */
  longTasks: number[];
  /** Σ (task − 50 ms) over those long tasks: the blocking time as observed. */
  blockingMs: number;
  /** Layout shifts without recent input, with the elements that moved (the 4× load). */
  shifts: LayoutShift[];
  cls: number;
  /** Unthrottled and traced: the main thread's CPU time in all, ms, and its tasks over 12.5 ms. */
  cpuMs: number;
  /**
   * The blocking time those tasks would make on a 4× slower CPU, Σ (4 × task − 50 ms), as Lighthouse's
   * simulation scales an unthrottled trace; from thread time, so a busy machine inflates it less.
   */
  blockingFromTraceMs: number;
};

export async function observePage(url: string, session?: StoredSession): Promise<PageObservation> {
  const slowed = await loadOnce(url, session, 4, false);
  const traced = await loadOnce(url, session, 1, true);
  const tasks = mainThreadTasks(traced.trace ?? []);
  return {
    longTasks: slowed.longTasks,
    blockingMs: slowed.longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    shifts: slowed.shifts,
    cls: slowed.shifts.reduce((sum, shift) => sum + shift.value, 0),
    cpuMs: tasks.reduce((sum, ms) => sum + ms, 0),
    blockingFromTraceMs: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
  };
}
