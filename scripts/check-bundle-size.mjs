// `npm run check:bundle`: fails when the home route's initial JavaScript (gzip) is over budget.
// BUNDLE_BUDGET_KB overrides the budget (e.g. to see the check fail).
import { fileURLToPath } from 'node:url';
import { homeInitialJs, kb } from './bundle/bundle-sizes.mjs';

// Issue 8's budget (ADR 012).
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 120);
const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const { files, gzip } = homeInitialJs(distDir);

const summary = `Home route initial JS: ${kb(gzip)} gzip in ${files.length} files (budget ${budgetKb} KB)`;
if (gzip > budgetKb * 1024) {
  console.error(`${summary}: OVER BUDGET\n${files.map((file) => `  ${file}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.warn(summary);
}
