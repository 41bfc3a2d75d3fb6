import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
} from '@railbite/contract/auth';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (
  app,
  { authService },
) => {
  app.post(
    apiPaths.auth.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: registerBodySchema,
        response: { 201: successMessageSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { message } = await authService.register(request.body, request.ip);
      return reply.status(201).send({ success: true, message });
    },
  );

  app.post(
    apiPaths.auth.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await authService.login(request.body, request.ip)) }),
  );

  app.get(
    apiPaths.auth.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: authService.toProfile(currentUser(request)) }),
  );

  app.post(
    apiPaths.auth.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token this request carries',
        security: [{ bearerAuth: [] }],
        response: { 200: successMessageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await authService.logout(currentUser(request));
      return { success: true as const, message: 'Logged out.' };
    },
  );
};
