import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/bundle/bundle-sizes.mjs';
import { routePreloads } from './route-preloads';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_rolldown-runtime.js'],
    dynamicImports: ['_start.js'],
  },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime-r1.js' },
  '_start.js': {
    file: 'assets/start-s1.js',
    imports: ['_rolldown-runtime.js', '_framework.js', '_button.js'],
  },
  '_framework.js': { file: 'assets/framework-f1.js' },
  '_button.js': { file: 'assets/button-b1.js' },
  '_leaflet.js': { file: 'assets/leaflet-l1.js', imports: ['_framework.js'] },
  'src/app/routes/restaurant-menu.tsx': {
    file: 'assets/restaurant-menu-m1.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_button.js'],
  },
  'src/app/routes/map-finder.tsx': {
    file: 'assets/map-finder-p1.js',
    isDynamicEntry: true,
    imports: ['_leaflet.js'],
  },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found-n1.js', isDynamicEntry: true },
};

describe('routePreloads', () => {
  it('lists each page chunk with the shared chunks neither the entry nor the app already loads', () => {
    const preloads = routePreloads(
      manifest,
      [
        {
          path: '/foods/item-card/:restaurantId',
          module: 'restaurant-menu',
          component: 'RestaurantMenuRoute',
        },
        { path: '/map', module: 'map-finder', component: 'MapFinderRoute' },
      ],
      [],
    );
    expect(preloads.routes).toEqual([
      { path: '/foods/item-card/:restaurantId', files: ['/assets/restaurant-menu-m1.js'] },
      { path: '/map', files: ['/assets/map-finder-p1.js', '/assets/leaflet-l1.js'] },
    ]);
  });

  it("lists the app's chunks that every page loads beyond the entry", () => {
    expect(routePreloads(manifest, [], []).app).toEqual([
      '/assets/start-s1.js',
      '/assets/framework-f1.js',
      '/assets/button-b1.js',
    ]);
  });

  it('lists the pages in the entry first, with no files of their own', () => {
    const preloads = routePreloads(
      manifest,
      [{ path: '/map', module: 'map-finder', component: 'MapFinderRoute' }],
      ['/', '/home'],
    );
    expect(preloads.routes).toEqual([
      { path: '/', files: [] },
      { path: '/home', files: [] },
      { path: '/map', files: ['/assets/map-finder-p1.js', '/assets/leaflet-l1.js'] },
    ]);
  });

  it('leaves out the catch-all route, which would match the home page', () => {
    const preloads = routePreloads(
      manifest,
      [{ path: '*', module: 'not-found', component: 'NotFoundRoute' }],
      [],
    );
    expect(preloads.routes).toEqual([]);
  });

  it('fails the build when a route names a page module the build does not have', () => {
    expect(() => routePreloads(manifest, [{ path: '/x', module: 'missing', component: 'X' }], [])).toThrow(
      /no chunk src\/app\/routes\/missing.tsx/,
    );
  });
});
