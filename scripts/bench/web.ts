// `npm run bench:web [-- options]`: Lighthouse on the built web app served by the real server, and the
// bundle sizes from the build manifest; prints a table and updates docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '../../apps/web/src/config/paths.ts';
import { homeInitialJs, kb, routeChunks, routeInitialJs } from '../bundle/bundle-sizes.mjs';
import { cartRouteBudgetKb, cartRouteSource } from '../bundle/cart-budget.mjs';
import { writeSection } from './report.ts';
import { codeVersion, machine, runDate } from './run-support.ts';
import { freePort, killChildren, repoRoot, startServer } from './server.ts';
import { auditPage } from './web-audit.ts';
import type { AuditOptions, PageFigures } from './web-audit.ts';
import { customerWithOrderAndCart } from './web-customer.ts';
import { homeRouteBudgetKb } from '../bundle/home-budget.mjs';

const usage = `Usage: npm run bench:web [-- options]

Builds the web app, starts the server (in-memory PGlite with the demo seed) and runs Lighthouse's
mobile preset on the home page, a menu page, the cart and the order history (a new customer with a
paid order and a dish in the cart), each several times in a fresh Chromium (CHROME_PATH, default
/usr/bin/chromium); reports the medians and the bundle sizes, and updates docs/benchmarks.md.

Options:
  --runs N      Lighthouse runs per page (default 5)
  --port P      server port (default: a free one in 3400–3499)
  --no-build    use the existing apps/web/dist
  --no-docs     do not write docs/benchmarks.md
  -h, --help    show this help`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

/** The budget of issue 8, per page. */
const budget = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
/**
 * The host's floor is the home page with the app's scripts blocked: the browser's own parsing, style,
 * layout and paint. On the hosts where the budget was set the whole home page measured 9–19 ms of TBT,
 * so its floor was below that. A floor above this limit means the host renders several times slower
 * than Lighthouse's 4× CPU model assumes (seen on one host: 400+ ms), and a TBT (and the score, 30 %
 * TBT) measured there says more about the host than about the page: they are reported, not judged.
 */
const hostFloorLimitMs = 50;
const initialJsBudgetKb = homeRouteBudgetKb;
const menuRestaurantId = 1;
/**
 * The kitchen the logged-in pages' customer orders from: one the demo seed keeps open round the clock
 * (restaurant 1 keeps hours, and checkout refuses a closed kitchen: the bench failed before 11:00 IST).
 */
const orderingRestaurantId = 136;
const distDir = path.join(repoRoot, 'apps/web/dist');

const pages = [
  { label: 'Home', path: paths.home, loggedIn: false },
  { label: 'Menu (restaurant 1)', path: paths.restaurantMenu(menuRestaurantId), loggedIn: false },
  { label: 'Cart (logged in, one dish)', path: paths.cart, loggedIn: true },
  { label: 'Order history (logged in, one order)', path: paths.orderHistory, loggedIn: true },
];

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function verdict(figures: PageFigures, hostJudges: boolean): string {
  const missed = [
    hostJudges && figures.score < budget.score && 'score',
    figures.lcpMs > budget.lcpMs && 'LCP',
    hostJudges && figures.tbtMs > budget.tbtMs && 'TBT',
    figures.cls > budget.cls && 'CLS',
  ].filter(Boolean);
  if (missed.length) return `MISSED (${missed.join(', ')})`;
  return hostJudges ? 'met' : 'LCP, CLS met; TBT, score not judged';
}

type PageResult = { label: string; path: string; figures: PageFigures; scores: number[] };

function pageTable(results: PageResult[], floor: PageResult) {
  const hostJudges = floor.figures.tbtMs <= hostFloorLimitMs;
  const head = [
    'Page',
    'Score',
    'Runs',
    'LCP s',
    'TBT ms',
    'CLS',
    'Main thread ms',
    'JS transferred',
    'Budget',
  ];
  const cells = ({ label, path: url, figures, scores }: PageResult) => [
    `${label} \`${url}\``,
    figures.score.toFixed(0),
    scores.map((score) => score.toFixed(0)).join(', '),
    (figures.lcpMs / 1000).toFixed(2),
    figures.tbtMs.toFixed(0),
    figures.cls.toFixed(3),
    figures.mainThreadMs.toFixed(0),
    kb(figures.jsBytes),
  ];
  return [
    row(head),
    row(head.map((_, k) => (k === 0 ? '---' : '---:'))),
    ...results.map((result) => row([...cells(result), verdict(result.figures, hostJudges)])),
    row([
      ...cells(floor),
      hostJudges
        ? `floor ≤ ${hostFloorLimitMs} ms: host fit to judge TBT`
        : `floor > ${hostFloorLimitMs} ms: host too slow to judge TBT`,
    ]),
  ].join('\n');
}

function bundleText() {
  const initial = homeInitialJs(distDir);
  const over = initial.gzip > initialJsBudgetKb * 1024;
  const head = ['Route chunk', 'File', 'gzip', 'Loads beyond the entry (gzip)'];
  const routes = routeChunks(distDir);
  const cart = routeInitialJs(distDir, cartRouteSource);
  const cartOver = cart.gzip > cartRouteBudgetKb * 1024;
  return [
    `Initial JavaScript of the home route: **${kb(initial.gzip)} gzip** in ${initial.files.length} files (budget ${initialJsBudgetKb} KB: ${over ? 'MISSED' : 'met'}). The entry loads the app (with the home page) after the first paint of a server-rendered page (ADR 013); every route below is loaded on demand:`,
    '',
    row(head),
    row(['---', '---', '---:', '---:']),
    ...routes.map((route) => row([route.route, `\`${route.file}\``, kb(route.gzip), kb(route.addedGzip)])),
    '',
    `Initial JavaScript of the cart route (the entry, the app and the cart's chunks): **${kb(cart.gzip)} gzip** in ${cart.files.length} files (budget ${cartRouteBudgetKb} KB: ${cartOver ? 'MISSED' : 'met'}; ADR 039).`,
  ].join('\n');
}

const intro = `## Web performance

Written by \`npm run bench:web\` (scripts/bench/web.ts); everything between the web-bench markers is
replaced on the next run.

Budget per page: Lighthouse performance score ≥ ${budget.score}, LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms,
CLS ≤ ${budget.cls}; the home route's initial JavaScript ≤ ${initialJsBudgetKb} KB gzip and the cart route's ≤ ${cartRouteBudgetKb} KB
(both also checked by \`npm run check\`).

How it measures: the production build served by the real server (\`NODE_ENV=production\`, in-memory
PGlite with the demo seed, precompressed assets); Lighthouse's default mobile preset (simulated slow 4G
and 4× CPU slowdown, Moto G Power screen), performance category only, each run in a fresh headless
Chromium so the cache is empty. Logged-in pages get a new customer's session (with a paid order and a
dish in the cart, made through the API) written into localStorage and the page-session cookie before
the audit, as the app stores them at login (ADR 014). Figures are the
medians of the runs; "Main thread ms" is the main thread's tasks as observed, before Lighthouse's 4×
slowdown (steadier than TBT, which counts only the part of each task over 50 ms); "JS transferred" is
the bytes of scripts on the wire. Sizes in KB are KiB; chunk sizes are gzip level 9 of the built files.

The last row is the host's floor: the home page with the app's script files blocked, so that only the
browser's own work is left. Where it is over ${hostFloorLimitMs} ms of TBT the host renders several times slower than
the hosts the budget was set on (whole home page 9–19 ms), and TBT and the score are reported but
not judged; compare builds on such a host with \`npm run bench:web-compare\` instead.`;

async function main() {
  if (values.help) {
    console.log(usage);
    return;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (!values['no-build']) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });

  const port = await freePort(values.port === undefined ? undefined : Number(values.port));
  const server = await startServer({ kind: 'pglite', dataDir: 'memory://' }, port, {
    SEED: 'demo',
    LOGIN_ATTEMPTS_PER_IP: '1000',
  });
  const results: PageResult[] = [];
  let floor: PageResult;
  try {
    const session = await customerWithOrderAndCart(server.baseUrl, orderingRestaurantId);
    const audit = async (label: string, urlPath: string, options: AuditOptions) => {
      const url = server.baseUrl + urlPath;
      console.log(`Auditing ${label}: ${url} (${runs} runs)…`);
      const { runs: all, median } = await auditPage(url, runs, options);
      return { label, path: urlPath, figures: median, scores: all.map((figures) => figures.score) };
    };
    floor = await audit('Host floor: home with its scripts blocked', paths.home, { blockScripts: true });
    for (const page of pages)
      results.push(await audit(page.label, page.path, page.loggedIn ? { session } : {}));
  } finally {
    await server.stop();
  }

  const table = pageTable(results, floor);
  const bundles = bundleText();
  console.log(`\n${table}\n\n${bundles}`);
  if (values['no-docs']) return;
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const info = [
    `- Date: ${runDate()}`,
    `- Machine: ${machine('Chromium and the server share it, and other work may have run alongside')}`,
    `- Lighthouse ${lighthouseVersion()}, ${runs} runs per page`,
    `- Code: ${codeVersion(['apps/web', 'apps/server', 'packages/contract'])}`,
    `- Reproduce: \`npm run bench:web${runs === 5 ? '' : ` -- --runs ${runs}`}\``,
  ].join('\n');
  await writeSection(
    file,
    'web-bench',
    [intro, info, '### Pages', table, '### Bundles', bundles].join('\n\n'),
  );
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

function lighthouseVersion(): string {
  return execFileSync('node', ['-p', "require('lighthouse/package.json').version"], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
}

try {
  await main();
} finally {
  killChildren();
}
