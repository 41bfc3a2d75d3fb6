import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP that the SPA passes: scripts only from our origin (no inline, no eval), no plugins,
 * no framing. Inline *styles* stay allowed because react-hot-toast writes its CSS into a <style>
 * element at run time (ADR 003).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { behindTls: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    // HSTS only means something over TLS; sent over plain HTTP it would only confuse local set-ups.
    strictTransportSecurity: options.behindTls ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
