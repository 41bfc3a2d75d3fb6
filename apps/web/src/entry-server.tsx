// The server's page renderer (ADR 013), built by `vite build --ssr` into dist-server/ and loaded by
// the API server (apps/server/src/plugins/page-renderer.ts). It renders the same routes and
// components as the browser, from the same query cache the page then hydrates with.
import './lib/zod-jitless';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { paths } from './config/paths';
import { prefetchCustomerData, prefetchPageData } from './app/server-prefetch';
import { toLatestAddress } from '@railbite/contract/address-rules';
import { preselectedAddress } from './lib/address-store';
import { deliveryLocationFrom, deliveryPointOf } from './lib/delivery-location';
import { setApiTransport } from './lib/api-client';
import { anonymousView } from './lib/hydration';
import type { RenderedView } from './lib/hydration';
import { serverQueryStateId } from './lib/server-rendering';
import type { ServerPageState } from './lib/server-rendering';
import { createQueryClient } from './lib/query-client';
import { restoreQuerySnapshot, takeQuerySnapshot } from './lib/query-snapshot';
import { sessionKey } from './lib/session';
import { parseVisitorPlaceCookie } from './lib/visitor-place';
import type { VisitorPlace } from './lib/visitor-place';

export type RenderedPage = {
  status: number;
  /** What belongs in `<head>`: the page's `<title>` and the preloads React asks for. */
  headHtml: string;
  /** The markup of `#root`. */
  rootHtml: string;
  /** A JSON `<script>` with the data the markup was rendered from, for the browser's query cache. */
  dataScript: string;
  /** Rendered for a logged-in customer, with their data: not to be cached or shared. */
  personal: boolean;
};

/**
 * What the page request's cookies said: its session token (the page-session cookie, ADR 014) and the
 * visitor's chosen delivery place (the place cookie as sent, URI-decoded; checked here, ADR 025).
 */
export type PageRequestSession = { sessionToken?: string | undefined; deliveryPlace?: string | undefined };

const leadingHeadElements = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)*/;

/** JSON that cannot end its `<script>` element or open a comment inside it. */
function scriptSafeJson(value: ServerPageState): string {
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

export type PageRenderer = (url: URL, request?: PageRequestSession) => Promise<RenderedPage | null>;

/** The session token of the page being rendered, for its API requests (renders run concurrently). */
const renderSession = new AsyncLocalStorage<string | undefined>();

function withRenderSession(init: RequestInit | undefined): RequestInit | undefined {
  const token = renderSession.getStore();
  if (!token) return init;
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * What the page is rendered for: the logged-in customer behind a live session, else a visitor; either
 * with the visitor's chosen place (a customer's lists use it only when they have no address).
 */
function viewFor(
  key: string | undefined,
  customer: Awaited<ReturnType<typeof prefetchCustomerData>>,
  visitorPlace: VisitorPlace | null,
): RenderedView {
  if (!key || !customer) return visitorPlace ? { ...anonymousView, visitorPlace } : anonymousView;
  const selected = preselectedAddress(customer.savedAddresses);
  return {
    session: { status: 'logged-in', key, roleType: customer.user.roleType, user: customer.user },
    savedAddresses: customer.savedAddresses,
    selectedAddress: selected ? toLatestAddress(selected) : null,
    visitorPlace,
  };
}

/**
 * `fetchApi` answers the API requests the pages make while rendering (the server passes its own API,
 * in-process); those of a page rendered for a session carry its token. The renderer answers null for
 * pages it does not render, which the browser renders.
 */
export function createPageRenderer({ fetchApi }: { fetchApi: typeof fetch }): PageRenderer {
  setApiTransport((input, init) => fetchApi(input, withRenderSession(init)));
  const handler = createStaticHandler(createAppRoutes());

  return (url, { sessionToken, deliveryPlace } = {}) =>
    renderSession.run(sessionToken, () => render(url, sessionToken, parseVisitorPlaceCookie(deliveryPlace)));

  async function render(
    url: URL,
    sessionToken: string | undefined,
    visitorPlace: VisitorPlace | null,
  ): Promise<RenderedPage | null> {
    const context = await handler.query(new Request(url));
    // No route has a loader or action, so the handler never answers with a redirect of its own.
    if (context instanceof Response) return null;
    const page = context.matches.at(-1);
    if (!page || context.errors) return null;
    const pattern = page.route.index ? paths.home : (page.route.path ?? '');
    if (!serverRenderedPatterns.has(pattern)) return null;

    const fetched = createQueryClient({ retry: false });
    const pageRequest = { params: page.params, searchParams: url.searchParams };
    const key = sessionToken ? sessionKey(sessionToken) : undefined;
    // The lists are for the delivery location, which for a customer is their address: known only once
    // their addresses have been read (ADR 025).
    const customer = key ? await prefetchCustomerData(fetched, pattern, pageRequest) : null;
    const view = viewFor(key, customer, visitorPlace);
    const near = deliveryPointOf(deliveryLocationFrom(view));
    await prefetchPageData(fetched, pattern, { ...pageRequest, near });
    // Render from exactly what the browser will get (successful queries), so hydration matches.
    const queryState: ServerPageState = {
      ...takeQuerySnapshot(fetched),
      ...(view === anonymousView ? {} : { view }),
    };
    const queryClient = createQueryClient();
    restoreQuerySnapshot(queryClient, queryState);

    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient} renderedView={view}>
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
      personal: view.session.status === 'logged-in',
    };
  }
}
