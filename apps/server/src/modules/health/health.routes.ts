import { healthResponseSchema } from '@railbite/contract/health';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHealth } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ checkHealth: () => Promise<DatabaseHealth> }> = async (
  app,
  { checkHealth },
) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and whether writes succeed',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await checkHealth();
      // Read-only is unavailable too: orders, carts and logins all write.
      const up = database === 'up';
      return reply.status(up ? 200 : 503).send({ success: up, status: up ? 'ok' : 'unavailable', database });
    },
  );
};
