import { describe, expect, it } from 'vitest';
import { lazyRoutes } from './lazy-routes';

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
});
