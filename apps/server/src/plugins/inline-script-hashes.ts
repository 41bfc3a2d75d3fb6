import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Scripts the browser runs: no type, or a JavaScript or module type (a JSON data block is not run). */
const runnableType = /^(?:module|(?:text|application)\/(?:java|ecma)script)$/i;

function runs(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
  return type === undefined || type === '' || runnableType.test(type);
}

/**
 * The CSP source expressions (`'sha256-…'`) that let exactly these inline scripts run. A hash allows
 * those bytes and nothing else: markup injected into a page cannot reuse it for other code, which
 * `'unsafe-inline'` would allow and a nonce on cached HTML would not prevent (ADR 004).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(scriptElement)]
    .filter(([, attributes = '', body = '']) => runs(attributes) && body.trim() !== '')
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The hashes of the inline scripts in the web build's index.html, which every page is made from: the
 * early-tap script (apps/web/src/early-taps.ts, ADR 013). None without a web build.
 */
export function webBuildScriptHashes(webDistDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return inlineScriptHashes(html);
}
