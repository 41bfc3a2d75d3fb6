import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const earlyTaps = '(()=>{document.documentElement.dataset.x=`é`})();';

describe('inlineScriptHashes', () => {
  it('hashes the exact bytes of each inline script the browser runs', () => {
    const html = `<head><meta charset="UTF-8" /><script>${earlyTaps}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(earlyTaps), sha256("import('/a.js')")]);
  });

  it('leaves out scripts from files, data blocks, empty scripts, and repeats', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '<script type="application/json" id="railbite-query-state">{"queries":[]}</script>',
      '<script>  </script>',
      `<script>${earlyTaps}</script>`,
      `<SCRIPT type="text/javascript">${earlyTaps}</SCRIPT >`,
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(earlyTaps)]);
  });
});

describe('the CSP of a web build with an inline script', () => {
  let webDistDir: string;
  let t: TestApp;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'railbite-web-'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${earlyTaps}</script></head><body><div id="root"></div></body></html>`,
    );
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('allows that script by its hash, and no other inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<script>${earlyTaps}</script>`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${sha256(earlyTaps)}`);
  });
});
