import { adminPaths, partnerPaths } from '@railbite/contract/paths';
import { recordTrainRunBodySchema, recordTrainRunResponseSchema } from '@railbite/contract/train-runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { TrainRunsService } from './train-runs.service.ts';

const tags = ['trains'];
const security = [{ bearerAuth: [] }];
const responses = {
  200: recordTrainRunResponseSchema,
  ...errorResponses(400, 401, 403, 404, 429),
};

/**
 * Reporting a run's delay or cancellation (ADR 031): admins for any train, partners for a train one of
 * their restaurants serves (403 otherwise, and for any other role).
 */
export const trainRunsRoutes: FastifyPluginAsyncZod<{ trainRuns: TrainRunsService }> = async (
  app,
  { trainRuns },
) => {
  app.post(
    adminPaths.trainRun,
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary: "Record a train run's delay or cancellation; its open orders are re-timed or refunded",
        body: recordTrainRunBodySchema,
        response: responses,
      },
    },
    async (request) => ({
      success: true as const,
      data: await trainRuns.record({ role: 'admin', userId: currentUser(request).userId }, request.body),
    }),
  );

  app.post(
    partnerPaths.trainRun,
    {
      onRequest: app.requireRole('partner'),
      schema: {
        tags,
        security,
        summary:
          "Record the delay or cancellation of a run of a train one of the partner's restaurants serves",
        body: recordTrainRunBodySchema,
        response: responses,
      },
    },
    async (request) => ({
      success: true as const,
      data: await trainRuns.record({ role: 'partner', userId: currentUser(request).userId }, request.body),
    }),
  );
};
