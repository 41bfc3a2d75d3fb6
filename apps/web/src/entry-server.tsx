// The server's page renderer (ADR 013), built by `vite build --ssr` into dist-server/ and loaded by
// the API server (apps/server/src/plugins/page-renderer.ts). It renders the same routes and
// components as the browser, from the same query cache the page then hydrates with.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { paths } from './config/paths';
import { prefetchPageData } from './app/server-prefetch';
import { setApiTransport } from './lib/api-client';
import { serverQueryStateId } from './lib/server-rendering';
import { createQueryClient } from './lib/query-client';
import { restoreQuerySnapshot, takeQuerySnapshot } from './lib/query-snapshot';
import type { QuerySnapshot } from './lib/query-snapshot';

export type RenderedPage = {
  status: number;
  /** What belongs in `<head>`: the page's `<title>` and the preloads React asks for. */
  headHtml: string;
  /** The markup of `#root`. */
  rootHtml: string;
  /** A JSON `<script>` with the data the markup was rendered from, for the browser's query cache. */
  dataScript: string;
};

const leadingHeadElements = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)*/;

/** JSON that cannot end its `<script>` element or open a comment inside it. */
function scriptSafeJson(value: QuerySnapshot): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The pages the server renders (ADR 013): the landing page, menus and the logged-in pages measured in
 * the performance budget. The rest render in the browser from the app shell.
 */
const serverRenderedPatterns = new Set<string>([
  paths.home,
  paths.homeAlias,
  paths.restaurantMenuPattern,
  paths.cart,
  paths.orderHistory,
]);

export type PageRenderer = (url: URL) => Promise<RenderedPage | null>;

/**
 * `fetchApi` answers the API requests the pages make while rendering (the server passes its own API,
 * in-process). The renderer answers null for pages it does not render, which the browser renders.
 */
export function createPageRenderer({ fetchApi }: { fetchApi: typeof fetch }): PageRenderer {
  setApiTransport(fetchApi);
  const handler = createStaticHandler(createAppRoutes());

  return async (url) => {
    const context = await handler.query(new Request(url));
    // No route has a loader or action, so the handler never answers with a redirect of its own.
    if (context instanceof Response) return null;
    const page = context.matches.at(-1);
    if (!page || context.errors) return null;
    const pattern = page.route.index ? paths.home : (page.route.path ?? '');
    if (!serverRenderedPatterns.has(pattern)) return null;

    const fetched = createQueryClient({ retry: false });
    await prefetchPageData(fetched, pattern, { params: page.params, searchParams: url.searchParams });
    // Render from exactly what the browser will get (successful queries), so hydration matches.
    const queryState = takeQuerySnapshot(fetched);
    const queryClient = createQueryClient();
    restoreQuerySnapshot(queryClient, queryState);

    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient} serverRendered>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    fetched.clear();
    queryClient.clear();
    // React writes a rendered fragment's <title>, <meta> and preload <link>s first; they go to <head>.
    const headHtml = leadingHeadElements.exec(html)?.[0] ?? '';
    return {
      status: context.statusCode,
      headHtml,
      rootHtml: html.slice(headHtml.length),
      dataScript: `<script type="application/json" id="${serverQueryStateId}">${scriptSafeJson(queryState)}</script>`,
    };
  };
}
