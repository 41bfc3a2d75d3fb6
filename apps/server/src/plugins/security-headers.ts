import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const hstsValue = 'max-age=15552000; includeSubDomains';

/**
 * Strict CSP that the SPA passes: scripts only from our origin (no eval, and inline only the web
 * build's own scripts, by hash: `inlineScriptHashes`), no plugins, no framing. Inline *styles* stay
 * allowed because react-hot-toast writes its CSS into a <style> element at run time (ADR 004).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { behindTls: boolean; inlineScriptHashes?: string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Set per request below: only a response that itself travelled over TLS may pin the host to https.
    strictTransportSecurity: false,
    // The same rule as frame-ancestors 'none', for browsers that predate CSP level 2.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  /*
   * `request.protocol` is https for a TLS socket, or when a proxy TRUST_PROXY lists says so in
   * X-Forwarded-Proto; any other client can't claim https.
   */
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    if (keepOutOfCaches(request) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

/*
 * API answers that carry a token or personal data must stay out of every cache (the browser's disk
 * cache on a shared computer, a proxy): every answer to a request that carries credentials, and every
 * auth route (login hands out a token, sign-up echoes what was typed). A route that chose its own
 * caching keeps it; the public catalog, asked without credentials, stays as it was.
 */
function keepOutOfCaches(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  return request.headers.authorization !== undefined || request.url.startsWith('/api/auth/');
}
