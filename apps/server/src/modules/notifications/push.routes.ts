import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { validateAndUpdateFcmBodySchema, vapidPublicKeyResponseSchema } from '@railbite/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { PushRegistrationService } from './push-registration.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ pushRegistration: PushRegistrationService }> = async (
  app,
  { pushRegistration },
) => {
  app.post(
    apiPaths.auth.validateAndUpdateFcm,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Register this device's push subscription (the spec's push token)",
        security: [{ bearerAuth: [] }],
        body: validateAndUpdateFcmBodySchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pushRegistration.register(currentUser(request).userId, request.body)),
    }),
  );

  app.get(
    apiPaths.push.vapidPublicKey,
    {
      schema: {
        tags: ['auth'],
        summary: 'The VAPID public key browsers subscribe to push with',
        response: { 200: vapidPublicKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for every visitor and for as long as the key pair lives.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: { publicKey: await pushRegistration.publicKey() } };
    },
  );
};
