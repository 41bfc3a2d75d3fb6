import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: JSON at /api/openapi.json, docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RailBite API',
        description: 'Food ordering for train travellers and city customers.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from login' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own CSP (hashes for its inline bootstrap script), with our style rule (ADR 004) and
    // without its unconditional upgrade-insecure-requests, which breaks the docs over plain HTTP.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace('upgrade-insecure-requests;', ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
