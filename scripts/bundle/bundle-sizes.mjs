// Sizes of the web build as a browser fetches it, read from Vite's manifest (apps/web/dist/.vite/manifest.json).
// Shared by the size check in `npm run check` and the web bench's report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The route module whose chunk the home page needs at first paint (see app/router.tsx). */
export const homeRouteSource = 'src/app/routes/home.tsx';
const routesFolder = 'src/app/routes/';

/**
 * @typedef {{ file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean;
 *   imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * Vite's manifest, with the chunk index.html loads marked as the entry: the build puts Vite's preload
 * helper into the entry's chunk (vite.config.ts), and the manifest then lists that chunk as a shared
 * one rather than under `index.html`.
 * @param {string} distDir @returns {Manifest}
 */
export function readManifest(distDir) {
  const file = path.join(distDir, '.vite/manifest.json');
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`No Vite manifest at ${file}: run \`npm run build\` first`, { cause: error });
  }
  if (!Object.values(manifest).some((chunk) => chunk.isEntry)) {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const script = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
    const entry = Object.values(manifest).find((chunk) => chunk.file === script);
    if (entry) entry.isEntry = true;
  }
  return manifest;
}

/** @param {string} distDir @param {string} file */
export function gzipBytes(distDir, file) {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/**
 * The JS files a manifest key loads before it runs: its own chunk and, transitively, its static
 * imports (what Vite writes as modulepreload links for the entry).
 * @param {Manifest} manifest @param {string} key @param {Set<string>} [seen]
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** @param {Manifest} manifest @param {string} distDir @param {Iterable<string>} keys */
function sizeOf(manifest, distDir, keys) {
  const files = [...keys].map((key) => /** @type {ManifestChunk} */ (manifest[key]).file);
  return { files, gzip: files.reduce((sum, file) => sum + gzipBytes(distDir, file), 0) };
}

/**
 * The JavaScript every page loads before it is interactive: the entry with everything it imports
 * statically (the modulepreloads in index.html), plus what the entry imports dynamically, which is
 * the app itself (src/app/start.tsx, loaded after the first paint of a server-rendered page, ADR 013),
 * with its static imports.
 * @param {Manifest} manifest
 */
export function initialKeys(manifest) {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  for (const app of manifest[entry]?.dynamicImports ?? []) staticClosure(manifest, app, keys);
  return keys;
}

/**
 * A route's initial JavaScript: what every page loads (initialKeys) plus, if the route is lazily
 * loaded, its chunk and that chunk's static imports (what its page loads before it can hydrate).
 * @param {string} distDir @param {string} routeSource the route module, e.g. `src/app/routes/cart.tsx`
 */
export function routeInitialJs(distDir, routeSource) {
  const manifest = readManifest(distDir);
  const keys = initialKeys(manifest);
  // A lazily loaded route has a chunk of its own; otherwise its code is in the app already.
  if (manifest[routeSource]) staticClosure(manifest, routeSource, keys);
  return sizeOf(manifest, distDir, keys);
}

/**
 * The home route's initial JavaScript (the home page is in the app's chunk, ADR 012).
 * @param {string} distDir
 */
export function homeInitialJs(distDir) {
  return routeInitialJs(distDir, homeRouteSource);
}

/**
 * Each lazily loaded route (a dynamic import under src/app/routes): its own chunk and what it adds on
 * top of the entry's initial JavaScript (its chunk plus shared chunks the entry does not load).
 * @param {string} distDir
 */
export function routeChunks(distDir) {
  const manifest = readManifest(distDir);
  const initial = initialKeys(manifest);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith(routesFolder))
    .map(([key, chunk]) => {
      const added = [...staticClosure(manifest, key)].filter((name) => !initial.has(name));
      return {
        route: key.slice(routesFolder.length).replace(/\.tsx?$/, ''),
        file: chunk.file,
        gzip: gzipBytes(distDir, chunk.file),
        addedGzip: sizeOf(manifest, distDir, added).gzip,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
