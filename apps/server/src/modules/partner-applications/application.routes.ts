import {
  applicationResponseSchema,
  documentsDraftSchema,
  infoDraftSchema,
  menuDraftSchema,
  stationSearchQuerySchema,
  stationSearchResponseSchema,
} from '@railbite/contract/partner-application';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { PartnerApplicationsService } from './partner-applications.service.ts';

const tags = ['partner application'];
const security = [{ bearerAuth: [] }];
const stepErrors = errorResponses(400, 401, 403, 404, 409);

/** Start, resume and save the steps of the caller's own application (admins: 403). */
export const applicationRoutes: FastifyPluginAsyncZod<{ applications: PartnerApplicationsService }> = async (
  app,
  { applications },
) => {
  app.addHook('onRequest', app.requireRole('customer', 'partner'));

  app.get(
    paths.application,
    {
      schema: {
        tags,
        security,
        summary: "The caller's open application (else the newest, with its outcome)",
        response: { 200: applicationResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await applications.get(currentUser(request).userId),
    }),
  );

  app.post(
    paths.application,
    {
      schema: {
        tags,
        security,
        summary: 'Start an application (201), or answer the open one (200)',
        response: {
          200: applicationResponseSchema,
          201: applicationResponseSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const { application, created } = await applications.start(currentUser(request).userId);
      return reply.status(created ? 201 : 200).send({ success: true as const, data: application });
    },
  );

  const steps = [
    ['info', infoDraftSchema, 'Save the restaurant information'],
    ['documents', documentsDraftSchema, 'Save the documents (needs the restaurant information)'],
    ['menu', menuDraftSchema, 'Save the menu (needs the documents)'],
  ] as const;
  for (const [step, body, summary] of steps) {
    app.put(
      paths.step(step),
      {
        schema: {
          tags,
          security,
          summary,
          body,
          response: { 200: applicationResponseSchema, ...stepErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await applications.saveStep(currentUser(request).userId, step, request.body),
      }),
    );
  }

  app.get(
    paths.stations,
    {
      schema: {
        tags,
        security,
        summary: 'Stations by code or name, for the station the kitchen serves',
        querystring: stationSearchQuerySchema,
        response: { 200: stationSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await applications.stations(request.query.q) }),
  );
};
