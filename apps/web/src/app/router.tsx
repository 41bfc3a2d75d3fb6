import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoutes } from './lazy-routes';
import type { LazyRoute } from './lazy-routes';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { PageLoading } from './routes/page-loading';
import { RouteErrorPage } from './routes/route-error';

// One chunk per page module; the home page and the router's own fallbacks are in the entry.
const pageModules = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/home.tsx',
  '!./routes/page-loading.tsx',
  '!./routes/route-error.tsx',
  '!./routes/*.test.tsx',
]);

function toRouteObject({ path, module, component }: LazyRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      const load = pageModules[`./routes/${module}.tsx`];
      if (!load) throw new Error(`No page module routes/${module}.tsx`);
      const exports = await load();
      return { Component: exports[component] as ComponentType };
    },
  };
}

/**
 * The route tree, shared by the browser's router and the server's renderer. Routes are code-split:
 * each page's code but the home page's loads when it is first visited.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        // The landing page is in the entry: no second round trip before its first paint (ADR 012).
        { index: true, Component: HomeRoute },
        { path: paths.homeAlias, Component: HomeRoute },
        ...lazyRoutes.map(toRouteObject),
      ],
    },
  ];
}

/**
 * Loads the code of the pages matching `pathname` into the route objects, as the server did before
 * rendering them: hydration must render the page itself, not the loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * `serverRendered`: the page on screen came from the server (ADR 013). Given hydration data (empty: no
 * route has a loader), React Router leaves the scroll where the reader has put it when it starts,
 * instead of jumping to the top under a finger that is about to tap (issue 15).
 */
export function createAppRouter(routes: RouteObject[] = createAppRoutes(), serverRendered = false) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}
