// RailBite's one service worker, for the whole origin: it keeps the app shell for use offline and
// serves the offline page (ADR 033), and shows Web Push messages and opens the order a tap is about
// (ADR 032). build/service-worker.ts writes it to dist/sw.js with the shell's file list filled in; it
// is served unhashed as /sw.js, so the browser sees a new build as a changed worker.

/**
 * The files kept for use offline and a version that changes whenever any of them does (filled in by
 * the build; `npm run dev` uses this list as written). The build's list: this page, the manifest and
 * icons, the JavaScript and CSS every page loads first (index.html's entry and the app), and the
 * shell's parts loaded on demand: the toasts and the header's drawer, menus and place chooser.
 */
const shell = /* railbite:shell */ {
  version: 'development',
  files: ['/offline.html', '/offline.js', '/favicon.svg', '/icons/icon-192.png'],
};
/** Served instead of the browser's error page to a page opened without a connection. */
const offlinePage = '/offline.html';
const cachePrefix = 'railbite-';
const shellCache = `${cachePrefix}shell-${shell.version}`;
/** Hashed build files (/assets/) fetched after install: a page opened online can be used offline. */
const assetCache = `${cachePrefix}assets-${shell.version}`;
const shellFiles = new Set(shell.files);

/** The API (whose answers carry people's data) never reaches this worker's caches. */
const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

async function cacheShell() {
  const cache = await caches.open(shellCache);
  // Past the HTTP cache (which may hold an older copy of an unhashed file); one failure fails the
  // install, and the browser tries again at a later page load.
  await cache.addAll(shell.files.map((url) => new Request(url, { cache: 'no-cache' })));
}

self.addEventListener('install', (event) => {
  // Chromium's static routing: API requests go to the network without starting this worker at all.
  if (typeof event.addRoutes === 'function') {
    event.waitUntil(
      event
        .addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' }])
        .catch(() => undefined),
    );
  }
  // No skipWaiting: a worker that replaces an older one waits until the person taps "Reload" in the
  // update prompt (src/lib/pwa), so a page keeps the version it was loaded with. The first worker
  // becomes active at once all the same.
  event.waitUntil(cacheShell());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'railbite:skip-waiting') self.skipWaiting();
});

async function activate() {
  const names = await caches.keys();
  const current = [shellCache, assetCache];
  await Promise.all(
    names
      .filter((name) => name.startsWith(cachePrefix) && !current.includes(name))
      .map((name) => caches.delete(name)),
  );
  // The page's request starts while this worker starts, rather than after it.
  if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
  // The first worker controls the page that registered it, without waiting for the next page load.
  await self.clients.claim();
}

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

/**
 * Pages come from the network, always: they may carry a customer's data (ADR 014) and must not be
 * shown stale, so none is stored. Without a connection, the offline page answers instead.
 */
async function pageOrOfflinePage(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    const offline = await caches.match(offlinePage, { cacheName: shellCache, ignoreVary: true });
    return offline || Response.error();
  }
}

/** The shell's files from its cache; other hashed build files from the network, then kept. */
async function buildFile(event, url) {
  const options = { ignoreVary: true };
  const cached =
    (await caches.match(url.pathname, { ...options, cacheName: shellCache })) ||
    (await caches.match(url.pathname, { ...options, cacheName: assetCache }));
  if (cached) return cached;
  const response = await fetch(event.request);
  // A hashed name never changes its content; partial or failed answers are not kept.
  if (url.pathname.startsWith('/assets/') && response.status === 200) {
    const copy = response.clone();
    event.waitUntil(caches.open(assetCache).then((cache) => cache.put(url.pathname, copy)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOfflinePage(event));
  else if (shellFiles.has(url.pathname) || url.pathname.startsWith('/assets/'))
    event.respondWith(buildFile(event, url));
});

/** SPEC.md §9: a notification shown while RailBite is open closes itself after 10 s. */
const foregroundCloseMs = 10_000;

function readPayload(data) {
  try {
    const value = data ? data.json() : null;
    if (value && typeof value.title === 'string') {
      return {
        title: value.title,
        body: typeof value.body === 'string' ? value.body : '',
        url: typeof value.url === 'string' && value.url.startsWith('/') ? value.url : '/',
        tag: typeof value.tag === 'string' ? value.tag : undefined,
      };
    }
  } catch {
    // Not our JSON: still show something, since the browser requires a visible notification.
  }
  return { title: 'RailBite', body: 'You have an update.', url: '/', tag: undefined };
}

async function showPush(payload) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const foreground = windows.some((client) => client.visibilityState === 'visible');
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    // One tag per event: a message delivered twice replaces itself rather than showing twice.
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/favicon.svg',
    data: { url: payload.url },
  });
  for (const client of windows) client.postMessage({ type: 'railbite:push', payload });
  if (!foreground || !payload.tag) return;
  await new Promise((resolve) => setTimeout(resolve, foregroundCloseMs));
  const shown = await self.registration.getNotifications({ tag: payload.tag });
  for (const notification of shown) notification.close();
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(readPayload(event.data)));
});

async function openPage(url) {
  const target = new URL(url, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === target.origin);
  if (open) {
    await open.focus();
    return open.navigate(target.href);
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url ? event.notification.data.url : '/';
  event.waitUntil(openPage(url));
});
