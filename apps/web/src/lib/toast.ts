import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import type * as ReactHotToast from 'react-hot-toast';

type ToastOptions = { id?: string };
type HotToast = typeof ReactHotToast;

let library: Promise<HotToast> | undefined;
let loaded: Promise<HotToast> | undefined;

/**
 * react-hot-toast and its renderer, loaded after the page has started: the library inserts its
 * stylesheet when its module runs, which restyles the whole page (a long task on a slow phone), so it
 * runs once the page is idle (`preloadToasts`) or with the first toast, if sooner (ADR 013). The
 * renderer is set up with the first toast, with a React root of its own at the end of the body: it
 * needs nothing from the app, and the app's server-rendered markup stays as rendered.
 */
let host: HTMLElement | undefined;
let root: Root | undefined;

/** The library's module, fetched once: a failed fetch is tried again by the next call. */
function loadLibrary(): Promise<HotToast> {
  library ??= import('react-hot-toast').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/**
 * Fetches the library while the page is idle (app/start.tsx), so that its module is in memory before
 * anything fails: the error toast of a request that found the server down or the connection gone
 * (login, the cart…) would otherwise need this very module from that same server, and nothing would
 * show (QA: "Could not show a notification … Failed to fetch dynamically imported module"). Only the
 * module is loaded; the renderer is still mounted with the first toast. A failure is left to the
 * first toast to retry. The service worker keeps its chunk too (ADR 033), for a controlled page.
 */
export function preloadToasts(): Promise<void> {
  return loadLibrary().then(
    () => undefined,
    () => undefined,
  );
}

function toaster(): Promise<HotToast> {
  // Something replaced the body's content (tests between files do): put the renderer back in place.
  if (host && !host.isConnected) document.body.append(host);
  loaded ??= Promise.all([loadLibrary(), import('react-dom/client')]).then(
    ([hotToast, { createRoot }]) => {
      host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
      root.render(createElement(hotToast.Toaster));
      return hotToast;
    },
    (error: unknown) => {
      loaded = undefined; // the next toast tries again
      throw error;
    },
  );
  return loaded;
}

/** Error toasts on screen: they belong to the page that raised them (see `dismissErrorToasts`). */
const shownErrors = new Set<string>();

function show(kind: 'info' | 'success' | 'error', message: string, options?: ToastOptions) {
  // The same message again replaces the one on screen instead of stacking a copy under it.
  const shown = { ...options, id: options?.id ?? `${kind}:${message}` };
  if (kind === 'error') shownErrors.add(shown.id);
  toaster().then(
    ({ toast: hotToast }) => {
      if (kind === 'info') hotToast(message, shown);
      else hotToast[kind](message, shown);
    },
    (error: unknown) => {
      console.error('Could not show a notification', error);
    },
  );
}

/** The app's toasts: react-hot-toast's defaults are SPEC.md's (top-center, 4 s, 2 s for success, at most 20). */
export const toast = {
  info: (message: string, options?: ToastOptions) => {
    show('info', message, options);
  },
  /** A success takes down the errors before it: "Could not save" beside "Saved" reads as both. */
  success: (message: string, options?: ToastOptions) => {
    dismissErrorToasts();
    show('success', message, options);
  },
  error: (message: string, options?: ToastOptions) => {
    show('error', message, options);
  },
};

/**
 * Leaving a page leaves its errors behind: a sign-up error must not still be on screen on /login after
 * the sign-up succeeded. Success toasts stay: they often announce the move ("Account created").
 */
export function dismissErrorToasts() {
  if (!loaded || shownErrors.size === 0) return;
  const ids = [...shownErrors];
  shownErrors.clear();
  loaded.then(
    ({ toast: hotToast }) => {
      for (const id of ids) hotToast.dismiss(id);
    },
    () => undefined,
  );
}

/**
 * Takes the renderer down, with every toast. Web test files share this module but not a DOM: a
 * renderer left mounted would still be told of a toast's removal, due a second after its dismissal,
 * after its file's DOM (and `window`) has gone (it failed a CI run once).
 */
export async function unmountToaster(): Promise<void> {
  const hotToast = await loaded?.catch(() => undefined);
  hotToast?.toast.remove();
  root?.unmount();
  root = undefined;
  host?.remove();
  host = undefined;
  loaded = undefined;
  library = undefined;
  shownErrors.clear();
}
