import { requestPasswordResetBodySchema, resetPasswordBodySchema } from '@railbite/contract/auth';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { PasswordResetService } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordResetService: PasswordResetService;
}> = async (app, { passwordResetService }) => {
  app.post(
    apiPaths.auth.requestPasswordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code to set a new password (same answer for every phone)',
        body: requestPasswordResetBodySchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await passwordResetService.requestCode(request.body, request.ip)),
    }),
  );

  app.post(
    apiPaths.auth.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code; every session of the account ends',
        body: resetPasswordBodySchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await passwordResetService.resetPassword(request.body, request.ip)),
    }),
  );
};
