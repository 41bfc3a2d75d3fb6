// `npm run check:bundle`: fails when the home route's initial JavaScript (gzip) is over budget.
// BUNDLE_BUDGET_KB overrides the budget (e.g. to see the check fail).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { homeInitialJs, kb } from './bundle/bundle-sizes.mjs';
import { homeRouteBudgetKb } from './bundle/home-budget.mjs';

const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? homeRouteBudgetKb);
const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const { files, gzip } = homeInitialJs(distDir);

// The script index.html carries inline (the early-tap capture, ADR 013) is part of every page's HTML,
// not a file the page loads: shown beside the budget so that its growth is seen.
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .join('');
const inlineNote = inlineScripts
  ? `; inline in index.html: ${gzipSync(inlineScripts, { level: 9 }).length} B gzip`
  : '';

const summary = `Home route initial JS: ${kb(gzip)} gzip in ${files.length} files (budget ${budgetKb} KB)${inlineNote}`;
if (gzip > budgetKb * 1024) {
  console.error(`${summary}: OVER BUDGET\n${files.map((file) => `  ${file}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.warn(summary);
}
