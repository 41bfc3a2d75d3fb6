import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { initialKeys, readManifest, staticClosure } from '../../../scripts/bundle/bundle-sizes.mjs';
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
 * The parts of the app shell that load on demand but that any page may need at any moment, with the
 * server or the connection gone: the toasts' library (the error toast that says so, lib/toast.ts) and
 * the header's parts (the account drawer, the address menu, the cart link, the place chooser). Named
 * by the module each chunk starts from, as Vite's manifest names it: a path under apps/web, or a
 * package's folder under node_modules (ending in `/`). The build fails when one is not a chunk.
 */
export const shellParts = [
  'node_modules/react-hot-toast/',
  'src/app/layout/account-drawer.tsx',
  'src/features/addresses/components/header-address-menu.tsx',
  'src/features/cart/components/header-cart-link.tsx',
  'src/features/addresses/components/place-chooser-dialog.tsx',
];

/** The manifest's key of a module loaded on demand (see `shellParts`). */
function partKey(manifest: Manifest, part: string): string {
  const key = Object.keys(manifest).find((name) =>
    part.endsWith('/')
      ? name.includes(part) && manifest[name]?.isDynamicEntry
      : name === part || name.endsWith(`/${part}`),
  );
  if (!key)
    throw new Error(
      `The build has no chunk of its own for ${part}: update shellParts in build/service-worker.ts`,
    );
  return key;
}

/**
 * The app shell (ADR 033): the public files above, what every page loads first — index.html's entry,
 * the app it starts, and their stylesheets — and the shell's parts loaded on demand (`shellParts`),
 * with the chunks they import. Route chunks are left to the worker's runtime cache (kept once a page
 * has used them), so installing does not download every page of the app.
 */
export function shellFor(manifest: Manifest, readFile: (file: string) => Buffer): Shell {
  const keys = initialKeys(manifest);
  for (const part of shellParts) staticClosure(manifest, partKey(manifest, part), keys);
  const built = [...keys].flatMap((key) => {
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
