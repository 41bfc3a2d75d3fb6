import { partialSavedResponseSchema, partialSchemas } from '@railbite/contract/partner-application-partial';
import { applicationPartialMaxBytes } from '@railbite/contract/partner-application-rules';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ApplicationPartialsService } from './application-partials.service.ts';

const tags = ['partner application'];
const security = [{ bearerAuth: [] }];

/** Keep what the applicant has typed on a step so far (ADR 038); admins: 403. */
export const applicationPartialRoutes: FastifyPluginAsyncZod<{
  partials: ApplicationPartialsService;
}> = async (app, { partials }) => {
  app.addHook('onRequest', app.requireRole('customer', 'partner'));
  for (const step of ['info', 'documents', 'menu'] as const) {
    app.put(
      paths.partial(step),
      {
        bodyLimit: applicationPartialMaxBytes,
        schema: {
          tags,
          security,
          summary: `Keep what has been typed on the ${step} step (does not save the step)`,
          body: partialSchemas[step],
          response: { 200: partialSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await partials.save(currentUser(request).userId, step, request.body),
      }),
    );
  }
};
