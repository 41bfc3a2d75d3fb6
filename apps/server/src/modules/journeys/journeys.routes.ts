import {
  journeyQuerySchema,
  journeyResponseSchema,
  pnrQuerySchema,
  pnrResponseSchema,
  stationRestaurantsParamsSchema,
  stationRestaurantsResponseSchema,
  trainNumberParamsSchema,
  trainRouteResponseSchema,
} from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { JourneysService } from './journeys.service.ts';

const tags = ['trains'];

/** Planning a journey needs no login, like finding the train; ordering to it will. */
export const journeysRoutes: FastifyPluginAsyncZod<{ journeysService: JourneysService }> = async (
  app,
  { journeysService },
) => {
  app.get(
    trainPaths.routePattern,
    {
      schema: {
        tags,
        summary: "A train's stops in order with scheduled times (India): where a passenger may board",
        params: trainNumberParamsSchema,
        response: { 200: trainRouteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await journeysService.route(request.params.number) }),
  );

  app.get(
    trainPaths.journeyPattern,
    {
      schema: {
        tags,
        summary:
          'For a journey (train, boarding date, boarding station): the stations after boarding with scheduled ' +
          'arrival, halt, restaurants open then and the order-by time',
        params: trainNumberParamsSchema,
        querystring: journeyQuerySchema,
        response: { 200: journeyResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await journeysService.journey(request.params.number, request.query),
    }),
  );

  app.get(
    trainPaths.stationRestaurantsPattern,
    {
      schema: {
        tags,
        summary: "For a journey: a later station's restaurants open at the train's scheduled arrival",
        params: stationRestaurantsParamsSchema,
        querystring: journeyQuerySchema,
        response: { 200: stationRestaurantsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await journeysService.stationRestaurants(
        request.params.number,
        request.params.stationCode,
        request.query,
      ),
    }),
  );

  app.get(
    trainPaths.pnr,
    {
      schema: {
        tags,
        summary: 'What the train status provider reads from a PNR (the offline default cannot read one)',
        querystring: pnrQuerySchema,
        response: { 200: pnrResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await journeysService.readPnr(request.query.pnr) }),
  );
};
