import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryKey, readManifest, staticClosure } from '../../../scripts/bundle/bundle-sizes.mjs';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import { lazyRoutes } from '../src/app/lazy-routes.ts';
import type { LazyRoute } from '../src/app/lazy-routes.ts';

/** Written next to index.html; the server reads it (apps/server/src/plugins/route-preloads.ts). */
export const routePreloadsFile = 'route-preloads.json';

/** A URL pattern and the script files a first visit to it needs beyond the entry's own. */
export type RoutePreload = { path: string; files: string[] };

/**
 * For each lazily loaded page, its chunk and the shared chunks it imports that index.html does not
 * already preload. The catch-all route is left out: it would match the home page too.
 */
export function routePreloads(manifest: Manifest, routes: readonly LazyRoute[]): RoutePreload[] {
  const initial = staticClosure(manifest, entryKey(manifest));
  return routes
    .filter((route) => route.path !== '*')
    .map((route) => ({
      path: route.path,
      files: [...staticClosure(manifest, `src/app/routes/${route.module}.tsx`)]
        .filter((key) => !initial.has(key))
        .map((key) => `/${manifest[key]?.file ?? key}`),
    }));
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
      const preloads = routePreloads(readManifest(outDir), lazyRoutes);
      writeFileSync(path.join(outDir, routePreloadsFile), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
