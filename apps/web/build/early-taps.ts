import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc } from 'vite';
import type { Plugin } from 'vite';

const sourceFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/early-taps.ts');
const exported = 'export function captureEarlyTaps(';

/**
 * src/early-taps.ts as the classic inline script index.html runs: compiled, called on the document and
 * minified. Only its bytes are trusted to run inline: the server puts their hash in the CSP.
 */
export async function earlyTapsScript(): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(sourceFile, 'utf8'), 'early-taps.ts');
  if (!code.includes(exported)) throw new Error(`src/early-taps.ts must start with ${exported}…`);
  const script = `(()=>{${code.replace(exported, 'function captureEarlyTaps(')}captureEarlyTaps(document)})()`;
  const minified = minifySync('early-taps.js', script, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(`early-taps: ${minified.errors.map(String).join('; ')}`);
  return minified.code.trim();
}

const charsetMeta = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Puts the early-tap script in <head> right after the charset (which must come first), ahead of the
 * stylesheet (an inline script after it would wait for it) and of anything the page shows (ADR 013).
 */
export function earlyTapsPlugin(): Plugin {
  return {
    name: 'railbite-early-taps',
    async transformIndexHtml(html) {
      if (!charsetMeta.test(html)) throw new Error('index.html needs <meta charset> in its <head>');
      const script = await earlyTapsScript();
      return html.replace(charsetMeta, (meta) => `${meta}\n    <script>${script}</script>`);
    },
  };
}
