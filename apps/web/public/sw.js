/* global self */
// RailBite's service worker (ADR 032): shows Web Push messages and opens the order a tap is about.
// Plain JavaScript served as /sw.js (not hashed: browsers check it for updates at every navigation).

/** SPEC.md §9: a notification shown while RailBite is open closes itself after 10 s. */
const foregroundCloseMs = 10_000;

self.addEventListener('install', () => {
  // Nothing to wait for: take over from an older worker at once.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

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
    icon: '/favicon.svg',
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
