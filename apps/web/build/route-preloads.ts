import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryKey, initialKeys, readManifest, staticClosure } from '../../../scripts/bundle/bundle-sizes.mjs';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import { entryPagePaths, lazyRoutes } from '../src/app/lazy-routes.ts';
import type { LazyRoute } from '../src/app/lazy-routes.ts';

/** Written next to index.html; the server reads it (apps/server/src/plugins/route-preloads.ts). */
export const routePreloadsFile = 'route-preloads.json';

/** A page's URL pattern and the script files a first visit to it needs beyond the entry's own. */
export type RoutePreload = { path: string; files: string[] };

/** What every page loads beyond the entry (the app, started by main.tsx), and each page's own files. */
export type PagePreloads = { app: string[]; routes: RoutePreload[] };

/**
 * The app's chunks beyond the entry (what the entry imports dynamically), and for each page its own
 * files: for a lazily loaded page its chunk and the shared chunks it imports that neither the entry nor
 * the app already loads; none for the pages in the entry. The list is every page the router has, so
 * the server also answers a path outside it as missing (404). The catch-all route is left out: it
 * would match every path.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly LazyRoute[],
  entryPages: readonly string[],
): PagePreloads {
  const entry = staticClosure(manifest, entryKey(manifest));
  const loaded = initialKeys(manifest);
  const app = [...loaded].filter((key) => !entry.has(key));
  const fileOf = (key: string) => `/${manifest[key]?.file ?? key}`;
  return {
    app: app.map(fileOf),
    routes: [
      ...entryPages.map((pagePath) => ({ path: pagePath, files: [] })),
      ...routes
        .filter((route) => route.path !== '*')
        .map((route) => ({
          path: route.path,
          files: [...staticClosure(manifest, `src/app/routes/${route.module}.tsx`)]
            .filter((key) => !loaded.has(key))
            .map(fileOf),
        })),
    ],
  };
}

/**
 * Lets the server send a deep link's page chunks as modulepreload links in the HTML, so they download
 * alongside the entry instead of after it has run (ADR 012).
 */
export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'railbite-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const preloads = routePreloads(readManifest(outDir), lazyRoutes, entryPagePaths);
      writeFileSync(path.join(outDir, routePreloadsFile), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
