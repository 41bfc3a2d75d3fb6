import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A browser loading a page (a top-level navigation), as opposed to the app's own fetches, scripts,
 * images or a client such as curl: modern browsers say so in Sec-Fetch-Mode, older ones ask for HTML.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?', 1)[0] ?? '/';
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return false;
  return (
    request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html')
  );
}

/** The host the request names (`request.host` reads X-Forwarded-Host only from a TRUST_PROXY proxy). */
function requestedHost(request: FastifyRequest, protocol: string): string | undefined {
  try {
    // Parsed with PUBLIC_URL's scheme so that a default port compares equal with or without it.
    return new URL(`${protocol}//${request.host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * The same path and query on `origin`. Only the path and the query are taken from the request, each
 * through its own URL setter: a path such as `//evil.example` stays a path on our origin, never a host.
 */
function canonicalLocation(origin: string, requestUrl: string): string {
  const target = new URL(origin);
  const queryStart = requestUrl.indexOf('?');
  const requestPath = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  // An absolute-form request target (`GET http://host/x HTTP/1.1`) has no path of ours to keep.
  target.pathname = requestPath.startsWith('/') ? requestPath : '/';
  target.search = queryStart === -1 ? '' : requestUrl.slice(queryStart);
  return target.href;
}

/**
 * Pages are served on PUBLIC_URL's host only (ADR 023). A browser's storage (the login, the cart's
 * copy, the selected address) belongs to the origin it was written on, and the payment gateway returns
 * the browser to PUBLIC_URL: a customer who opened the app at 127.0.0.1 or a LAN address would come
 * back logged out. So a page asked for on any other host is redirected, path and query kept, before
 * the app runs there. The target is always PUBLIC_URL's origin, never the Host header (which the
 * client chooses). The API, the health check included, answers on every host as before.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string) {
  const { origin, host, protocol } = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request) || requestedHost(request, protocol) === host) return;
    // Permanent, but not remembered: a browser that cached it would keep redirecting after PUBLIC_URL
    // changes (and loop if the old target now redirects back).
    return reply.header('cache-control', 'no-store').redirect(canonicalLocation(origin, request.url), 308);
  });
}
