// `npm run bench:web-compare -- --base DIR [options]`: one page of the web bench, for two builds in one
// interleaved run (base, current, base, current…), so that load from other work on a shared machine
// falls on both alike. Each build is served by its own server (the same server code, WEB_DIST_DIR
// pointing at the build), each with its own logged-in customer made the web bench's way. Per run it
// records Lighthouse's figures and, in a second fresh Chromium with the CPU 4× slower, the long tasks
// and layout shifts the page itself reports (PerformanceObserver), with the elements that shifted.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '../../apps/web/src/config/paths.ts';
import { medianValue } from './load.ts';
import { freePort, killChildren, repoRoot, startServer } from './server.ts';
import { auditOnce, withRetries } from './web-audit.ts';
import type { PageFigures } from './web-audit.ts';
import { customerWithOrderAndCart } from './web-customer.ts';
import { observePage } from './web-observe.ts';
import type { PageObservation } from './web-observe.ts';

const usage = `Usage: npm run bench:web-compare -- --base DIR [options]

Runs Lighthouse (mobile preset) and a 4×-CPU trace of long tasks and layout shifts on one page, for a
base build and the current one (apps/web/dist), alternating, and prints the medians side by side.

Make the base build once, e.g. on main: \`npm run build\`, then copy apps/web/dist and
apps/web/dist-server into DIR/dist and DIR/dist-server.

Options:
  --base DIR    folder holding the base build's dist/ and dist-server/ (required)
  --page P      cart | home | menu | history (default cart)
  --runs N      runs per build (default 5)
  -h, --help    show this help`;

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    page: { type: 'string', default: 'cart' },
    runs: { type: 'string', default: '5' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

/** The web bench's pages (scripts/bench/web.ts) and whether each needs the logged-in customer. */
const pages: Record<string, { path: string; loggedIn: boolean }> = {
  cart: { path: paths.cart, loggedIn: true },
  home: { path: paths.home, loggedIn: false },
  menu: { path: paths.restaurantMenu(1), loggedIn: false },
  history: { path: paths.orderHistory, loggedIn: true },
};
/** The kitchen the customer orders from: the web bench's, open round the clock in the demo seed. */
const orderingRestaurantId = 136;

type Run = { lighthouse: PageFigures; observed: PageObservation };

/**
 * Serves the build in `distDir`. Its server part (dist-server beside it) resolves the libraries from a
 * node_modules above it, so a build kept outside the repository gets a link to the repository's.
 */
async function startBuild(distDir: string) {
  const modules = path.join(path.dirname(distDir), 'node_modules');
  if (!existsSync(modules)) symlinkSync(path.join(repoRoot, 'node_modules'), modules);
  const port = await freePort();
  const server = await startServer({ kind: 'pglite', dataDir: 'memory://' }, port, {
    SEED: 'demo',
    LOGIN_ATTEMPTS_PER_IP: '1000',
    WEB_DIST_DIR: distDir,
  });
  const session = await customerWithOrderAndCart(server.baseUrl, orderingRestaurantId);
  return { server, session };
}

const median = (runs: Run[], pick: (run: Run) => number) => medianValue(runs.map(pick));

function summary(label: string, runs: Run[]) {
  const figures: [string, (run: Run) => number, number][] = [
    ['Lighthouse score', (run) => run.lighthouse.score, 0],
    ['Lighthouse TBT ms', (run) => run.lighthouse.tbtMs, 0],
    ['Lighthouse CLS', (run) => run.lighthouse.cls, 3],
    ['Lighthouse LCP s', (run) => run.lighthouse.lcpMs / 1000, 2],
    ['JS transferred KB', (run) => run.lighthouse.jsBytes / 1024, 1],
    ['4× CPU: long tasks', (run) => run.observed.longTasks.length, 0],
    ['4× CPU: longest task ms', (run) => Math.max(0, ...run.observed.longTasks), 0],
    ['4× CPU: blocking ms (Σ task − 50)', (run) => run.observed.blockingMs, 0],
    ['4× CPU: layout shift', (run) => run.observed.cls, 3],
    ['Trace: main-thread CPU ms', (run) => run.observed.cpuMs, 0],
    ['Trace: blocking ms at 4× (Σ 4·task − 50)', (run) => run.observed.blockingFromTraceMs, 0],
  ];
  return figures.map(([name, pick, digits]) => ({
    name,
    [label]: `${median(runs, pick).toFixed(digits)} (${runs.map((run) => pick(run).toFixed(digits)).join(', ')})`,
  }));
}

async function main() {
  if (values.help || !values.base) {
    console.log(usage);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const page = pages[values.page];
  if (!page) throw new Error(`--page must be one of ${Object.keys(pages).join(', ')}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const baseDist = path.resolve(values.base, 'dist');
  if (!existsSync(path.join(baseDist, 'index.html'))) throw new Error(`No build at ${baseDist}`);
  // The current build is copied too, so that a rebuild during the run cannot change it.
  const currentCopy = mkdtempSync(path.join(os.tmpdir(), 'railbite-web-compare-'));
  for (const folder of ['dist', 'dist-server']) {
    cpSync(path.join(repoRoot, 'apps/web', folder), path.join(currentCopy, folder), { recursive: true });
  }
  const currentDist = path.join(currentCopy, 'dist');

  const builds = { base: await startBuild(baseDist), current: await startBuild(currentDist) };
  const results: Record<keyof typeof builds, Run[]> = { base: [], current: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const name of ['base', 'current'] as const) {
        const { server, session } = builds[name];
        const url = server.baseUrl + page.path;
        const loggedIn = page.loggedIn ? session : undefined;
        const lighthouse = await withRetries(() => auditOnce(url, { session: loggedIn }));
        const observed = await observePage(url, loggedIn);
        results[name].push({ lighthouse, observed });
        console.log(
          `run ${run + 1} ${name}: TBT ${lighthouse.tbtMs.toFixed(0)} ms, CLS ${lighthouse.cls.toFixed(3)}, ` +
            `JS ${(lighthouse.jsBytes / 1024).toFixed(1)} KB; 4× CPU: ${observed.longTasks.length} long tasks ` +
            `[${observed.longTasks.map((ms) => ms.toFixed(0)).join(', ')}] ms; trace: CPU ` +
            `${observed.cpuMs.toFixed(0)} ms, blocking at 4× ${observed.blockingFromTraceMs.toFixed(0)} ms; shifts ` +
            observed.shifts
              .map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(' + ')}`)
              .join('; '),
        );
      }
    }
  } finally {
    await Promise.all([builds.base.server.stop(), builds.current.server.stop()]);
    rmSync(currentCopy, { recursive: true, force: true });
  }
  const base = summary('base', results.base);
  const current = summary('current', results.current);
  console.log(`\n${page.path}, ${runs} runs per build, interleaved (median (runs)):`);
  console.table(base.map((row, k) => ({ ...row, ...current[k] })));
}

try {
  await main();
} finally {
  killChildren();
}
