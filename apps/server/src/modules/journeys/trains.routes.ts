import { trainPaths } from '@railbite/contract/paths';
import { trainSearchQuerySchema, trainSearchResponseSchema } from '@railbite/contract/trains';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { TrainsService } from './trains.service.ts';

const tags = ['trains'];

/** Finding a train needs no login, like browsing restaurants. */
export const trainsRoutes: FastifyPluginAsyncZod<{ trainsService: TrainsService }> = async (
  app,
  { trainsService },
) => {
  app.get(
    trainPaths.search,
    {
      schema: {
        tags,
        summary: 'Trains by number (its first digits) or name (typos forgiven), with scheduled times',
        querystring: trainSearchQuerySchema,
        response: { 200: trainSearchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await trainsService.search(request.query) }),
  );
};
