import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { entryPagePaths, lazyRoutes } from './lazy-routes';
import { createAppRoutes } from './router';

const pageModules = import.meta.glob<Record<string, unknown>>('./routes/*.tsx');

describe('lazyRoutes', () => {
  it.each(lazyRoutes.map((route) => [route.path, route] as const))(
    '%s names a component its page module exports',
    async (_path, { module, component }) => {
      const load = pageModules[`./routes/${module}.tsx`];
      expect(load, `routes/${module}.tsx`).toBeDefined();
      const exports = await load!();
      expect(exports[component]).toBeTypeOf('function');
    },
  );

  it('ends with the catch-all, so no page is shadowed by it', () => {
    expect(lazyRoutes.at(-1)?.path).toBe('*');
    expect(lazyRoutes.filter((route) => route.path === '*')).toHaveLength(1);
  });

  // The build lists entryPagePaths and lazyRoutes as the pages the server serves (a path outside them is a 404).
  it('with the entry pages, is every page the router has', () => {
    const [layout] = createAppRoutes();
    const routerPaths = (layout?.children ?? []).map((route) => (route.index ? paths.home : route.path));
    expect(routerPaths).toEqual([...entryPagePaths, ...lazyRoutes.map((route) => route.path)]);
  });
});
