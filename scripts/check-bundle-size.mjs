// `npm run check:bundle`: fails when the home route's or the cart route's initial JavaScript (gzip) is
// over budget. BUNDLE_BUDGET_KB and CART_BUNDLE_BUDGET_KB override the budgets (e.g. to see it fail).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { homeInitialJs, kb, routeInitialJs } from './bundle/bundle-sizes.mjs';
import { cartRouteBudgetKb, cartRouteSource } from './bundle/cart-budget.mjs';
import { homeRouteBudgetKb } from './bundle/home-budget.mjs';

const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

// The script index.html carries inline (the early-tap capture, ADR 013) is part of every page's HTML,
// not a file the page loads: shown beside the budget so that its growth is seen.
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .join('');
const inlineNote = inlineScripts
  ? `; inline in index.html: ${gzipSync(inlineScripts, { level: 9 }).length} B gzip`
  : '';

const checks = [
  {
    label: 'Home route initial JS',
    sizes: homeInitialJs(distDir),
    budgetKb: Number(process.env.BUNDLE_BUDGET_KB ?? homeRouteBudgetKb),
    note: inlineNote,
  },
  {
    label: 'Cart route initial JS',
    sizes: routeInitialJs(distDir, cartRouteSource),
    budgetKb: Number(process.env.CART_BUNDLE_BUDGET_KB ?? cartRouteBudgetKb),
    note: '',
  },
];

for (const { label, sizes, budgetKb, note } of checks) {
  const summary = `${label}: ${kb(sizes.gzip)} gzip in ${sizes.files.length} files (budget ${budgetKb} KB)${note}`;
  if (sizes.gzip > budgetKb * 1024) {
    console.error(`${summary}: OVER BUDGET\n${sizes.files.map((file) => `  ${file}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.warn(summary);
  }
}
