/**
 * The origin's one service worker, at the root scope: it shows pushes (ADR 032) and keeps the app
 * shell and the offline page (ADR 033). The push setup and the app register this same worker.
 */
export const serviceWorkerUrl = '/sw.js';
