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
        // 1.1.0: init-order takes a train seat as its delivery target (issue 17, ADR 030).
        version: '1.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from login' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // No `staticCSP`: Swagger UI loads its scripts from files (no inline script), so the docs get the
  // same strict CSP as every other response (ADR 004), framing refused included.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
