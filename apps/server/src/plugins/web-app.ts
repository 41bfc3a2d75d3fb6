import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';
import { createPageHtml } from './route-preloads.ts';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated; any other GET that wants HTML gets index.html so deep links work on reload (with
 * modulepreload links for that page's chunks, see route-preloads.ts). Files are
 * sent as the build's brotli or gzip copy when the browser accepts it (ADR 012).
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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      (request.headers.accept ?? '').includes('text/html');
    if (pageHtml && wantsPage) {
      const urlPath = request.url.split('?', 1)[0] ?? '/';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageHtml(urlPath));
    }
    return sendNotFound(request, reply);
  });
}
