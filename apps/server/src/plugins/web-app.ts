import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { deliveryPlaceCookie } from '@railbite/contract/delivery-rules';
import { pageSessionCookie, securePageSessionCookie, sessionTokenPattern } from '@railbite/contract/session';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler.ts';
import { sendCompressedPage } from './page-compression.ts';
import { loadPageRenderer, rendererFileFor, withRenderedPage } from './page-renderer.ts';
import { createPageHtml } from './route-preloads.ts';
import type { PageHtml } from './route-preloads.ts';

/** How long a page may take to render on the server before the app shell is sent instead. */
const renderTimeLimitMs = 1500;

/**
 * The session token the browser mirrors into the page-session cookie (ADR 014), when well formed.
 * Only page renders read it; the API itself takes tokens from the Authorization header alone. Over
 * https only the `__Host-` cookie counts, which no other host can set (behind a TLS proxy this needs
 * TRUST_PROXY, so that the request is known to be https).
 */
function pageSessionToken(cookies: Record<string, string | undefined>, request: FastifyRequest) {
  const token =
    cookies[securePageSessionCookie] ??
    (request.protocol === 'http' ? cookies[pageSessionCookie] : undefined);
  return token && sessionTokenPattern.test(token) ? token : undefined;
}

/**
 * What a page render gets from the request's cookies: the session token, and the visitor's chosen
 * delivery place as sent (the web's renderer checks it, and ignores one it cannot use; ADR 025).
 */
function pageCookies(request: FastifyRequest) {
  const header = request.headers.cookie;
  if (!header) return {};
  const cookies = parseCookie(header);
  return { sessionToken: pageSessionToken(cookies, request), deliveryPlace: cookies[deliveryPlaceCookie] };
}

/**
 * How a GET or HEAD outside the API and the static files is answered: 'page' (200, or the renderer's
 * status) for a page of the web's router, whatever the client accepts, so `curl /login` gets the page
 * too; 'missing-page' (404 with the app shell, whose router shows its not-found page) for any other
 * path a browser asks for; null (the JSON 404 envelope) for other clients' requests for such a path,
 * for other methods, and always under /api. A build that does not list its pages (PageHtml.hasPage)
 * gets pages for every path a browser asks for, as before the list existed.
 */
function pageAnswerFor(request: FastifyRequest, pages: PageHtml): 'page' | 'missing-page' | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const urlPath = request.url.split('?', 1)[0] ?? '/';
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return null;
  const known = pages.hasPage(urlPath);
  if (known === true) return 'page';
  if (!(request.headers.accept ?? '').includes('text/html')) return null;
  return known === false ? 'missing-page' : 'page';
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated; a page path gets index.html so deep links work on reload (with modulepreload links for
 * that page's chunks, see route-preloads.ts), with the page's markup and data already in it where the
 * web's page renderer renders that page (ADR 013); see pageAnswerFor for which requests get a page.
 * Files are sent as the build's brotli or gzip copy when the browser accepts it (ADR 012).
 * API paths never fall through to the SPA.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const pageHtml = hasWebApp ? createPageHtml(webDistDir) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the SPA');
  }

  const renderPage = hasWebApp ? await loadPageRenderer(app, rendererFileFor(webDistDir)) : undefined;
  if (hasWebApp && !renderPage)
    app.log.info('web app built without its page renderer: pages render in the browser');

  /**
   * The page rendered on the server, or null when the browser renders it. A render that fails or takes
   * longer than `renderTimeLimitMs` (a slow database, say) gives way to the app shell: the browser
   * can still render the page, so a broken server render costs speed, not the page.
   */
  async function serverRendered(request: FastifyRequest) {
    if (!renderPage) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeLimit = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        resolve('late');
      }, renderTimeLimitMs);
    });
    try {
      // Concatenated, not resolved: a path such as //evil.example/x stays a path, as the browser's
      // router sees it, instead of becoming a host name.
      const page = await Promise.race([
        renderPage(new URL(`http://railbite.invalid${request.url}`), pageCookies(request)),
        timeLimit,
      ]);
      if (page !== 'late') return page;
      request.log.warn({ renderTimeLimitMs }, 'server rendering too slow; sent the app shell');
      return null;
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sent the app shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A server-rendered page paints from its HTML and loads the app afterwards, so it carries no
   * modulepreloads (they would compete with its CSS and images for the first paint). The app shell
   * preloads the app and the page's chunks, as nothing shows before they have run (ADR 013).
   */
  async function pageFor(request: FastifyRequest, pages: PageHtml) {
    const rendered = await serverRendered(request);
    if (rendered)
      return {
        status: rendered.status,
        html: withRenderedPage(pages.plain, rendered),
        personal: rendered.personal,
      };
    return { status: 200, html: pages.shell(request.url.split('?', 1)[0] ?? '/'), personal: false };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const answer = pageHtml ? pageAnswerFor(request, pageHtml) : null;
    if (pageHtml && answer) {
      const { status, html, personal } = await pageFor(request, pageHtml);
      // A page with a customer's data must not be kept by a shared cache, nor by the browser once left.
      reply
        .code(answer === 'missing-page' ? 404 : status)
        .header('cache-control', personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8');
      return sendCompressedPage(request, reply, html);
    }
    return sendNotFound(request, reply);
  });
}
