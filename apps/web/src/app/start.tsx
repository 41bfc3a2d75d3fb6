import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRoutes, createAppRouter, resolveLazyRoutes } from './router';
import { rememberAddresses } from '@/lib/address-store';
import { anonymousView } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { restoreQuerySnapshot } from '@/lib/query-snapshot';
import { serverQueryStateId } from '@/lib/server-rendering';
import type { ServerPageState } from '@/lib/server-rendering';
import { getAuthToken, getSession } from '@/lib/session';
import { mirrorSessionCookie } from '@/lib/session-cookie';
import { preloadToasts } from '@/lib/toast';
import { syncVisitorPlaceCookie } from '@/lib/visitor-place';

// The app itself: loaded by main.tsx, after the first paint when the server rendered the page.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Logins from before the page-session cookie existed (or whose cookie expired) get it back (ADR 014).
mirrorSessionCookie(getAuthToken());
// Likewise the visitor's chosen place, so the next page the server renders is for it (ADR 025).
syncVisitorPlaceCookie();

// A server-rendered page (ADR 013) carries the data it was rendered from next to its markup.
const serverStateText = document.getElementById(serverQueryStateId)?.textContent;
const renderedState = serverStateText ? (JSON.parse(serverStateText) as ServerPageState) : undefined;
// A page rendered for another login than the one stored here (a cookie left from elsewhere, ADR 014)
// is rendered anew, and its data is not kept: hydrating it would show that login's data.
const renderedFor = renderedState?.view?.session;
const stored = getSession();
const serverState =
  renderedFor?.status === 'logged-in' && (stored.status !== 'logged-in' || stored.key !== renderedFor.key)
    ? undefined
    : renderedState;
// The customer's addresses as the server just read them are newer than this browser's stored copy (which
// may be missing or stale): stored now, the page keeps the list it was rendered with when it switches
// from the rendered view to the stored one, instead of shrinking to the stored list and growing back
// when the header's address request answers (a layout shift the cart page measured, ADR 039).
const renderedView = serverState?.view;
if (renderedView?.session.status === 'logged-in') rememberAddresses(renderedView.savedAddresses);
const queryClient = createQueryClient();
const routes = createAppRoutes();

const app = () => (
  <StrictMode>
    <AppProvider queryClient={queryClient} renderedView={serverState && (serverState.view ?? anonymousView)}>
      <RouterProvider router={createAppRouter(routes, serverState !== undefined)} />
    </AppProvider>
  </StrictMode>
);

if (serverState) {
  restoreQuerySnapshot(queryClient, serverState);
  // Not a top-level await: with one, the bundler splits this chunk in two.
  void resolveLazyRoutes(routes, window.location.pathname).then(
    () => {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page: the server's markup is already on screen and readable.
      startTransition(() => {
        hydrateRoot(container, app());
      });
    },
    // The page's code did not load (say, a deploy replaced it): render instead, so the router's
    // error page offers a reload rather than leaving dead buttons.
    () => {
      createRoot(container).render(app());
    },
  );
} else {
  createRoot(container).render(app());
}

// The installable app's service worker (ADR 033): the app shell for use offline, the offline page and
// the "new version" prompt. Its code loads once the page has loaded and the main thread is idle,
// outside the home page's budget: registered at `load`, its install (fetching the shell) competed with
// the page's own work and added 30–80 ms of blocking time to every page under Lighthouse's throttling.
// The toasts' library is fetched then too, so an error toast needs no request when the server or the
// connection has gone (lib/toast.ts).
const onIdle = () => {
  void import('@/lib/pwa/app-worker').then(({ startAppWorker }) => {
    startAppWorker();
  });
  void preloadToasts();
};
const whenIdle = () => {
  if ('requestIdleCallback' in window) requestIdleCallback(onIdle, { timeout: 10_000 });
  else setTimeout(onIdle, 3_000);
};
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
