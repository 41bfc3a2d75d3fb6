import { healthResponseSchema } from '@railbite/contract/health';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await ping();
      return reply
        .status(up ? 200 : 503)
        .send({ success: up, status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
