import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { initialKeys, readManifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';

const sourceFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../service-worker/sw.js');
/** The worker's shell list as written in the source: replaced by the build's. */
const shellLiteral = /\/\* railbite:shell \*\/ \{[^}]*\}/;

/** What the worker keeps for use offline, with a version that changes whenever a file's content does. */
export type Shell = { version: string; files: string[] };

/**
 * Files of the build's public folder (dist/ root) that make the offline page and the installed app:
 * they have no hash in their names, so the version takes their content into account.
 */
export const shellPublicFiles = [
  '/offline.html',
  '/offline.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

/**
 * The app shell (ADR 033): the public files above and what every page loads first — index.html's
 * entry, the app it starts, and their stylesheets. Route chunks are left to the worker's runtime
 * cache (kept once a page has used them), so installing does not download every page of the app.
 */
export function shellFor(manifest: Manifest, readFile: (file: string) => Buffer): Shell {
  const built = [...initialKeys(manifest)].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
  const files = [...shellPublicFiles, ...new Set(built.map((file) => `/${file}`))];
  const version = createHash('sha256');
  for (const file of files) version.update(file).update('\0').update(readFile(file)).update('\0');
  return { version: version.digest('hex').slice(0, 16), files };
}

/** The worker's source with `shell` in place of the list it is written with. */
export function serviceWorkerSource(shell: Shell, source = readFileSync(sourceFile, 'utf8')): string {
  if (!shellLiteral.test(source))
    throw new Error('service-worker/sw.js has lost its /* railbite:shell */ list');
  return source.replace(shellLiteral, () => JSON.stringify(shell));
}

/**
 * Writes dist/sw.js, the origin's one service worker (push, ADR 032; app shell and offline page,
 * ADR 033), once the build is written: the list needs the built files' names and contents. Its .br
 * and .gz copies are written here too, as the compression plugin has run by then. `npm run dev` serves
 * the source with its own short list.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'railbite-service-worker',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(sourceFile, 'utf8'));
      });
    },
    closeBundle() {
      if (!outDir) return;
      const shell = shellFor(readManifest(outDir), (file) => readFileSync(path.join(outDir, file)));
      const worker = serviceWorkerSource(shell);
      const target = path.join(outDir, 'sw.js');
      writeFileSync(target, worker);
      writeFileSync(
        `${target}.br`,
        brotliCompressSync(worker, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${target}.gz`, gzipSync(worker, { level: 9 }));
    },
  };
}
