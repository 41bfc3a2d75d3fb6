import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '@railbite/contract/account';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/** /account-setting: profile, password, erasure and notification switches of the logged-in user. */
export const accountRoutes: FastifyPluginAsyncZod<{ accountService: AccountService }> = async (
  app,
  { accountService },
) => {
  app.addHook('onRequest', app.authenticate);

  app.patch(
    apiPaths.auth.me,
    {
      schema: {
        tags,
        security,
        summary: 'Update name, email, gender, date of birth; a new phone number needs the current password',
        body: updateProfileBodySchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Profile updated successfully',
      data: await accountService.updateProfile(currentUser(request), request.body, request.ip),
    }),
  );

  app.post(
    apiPaths.auth.changePassword,
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session is logged out',
        body: changePasswordBodySchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await accountService.changePassword(currentUser(request), request.body);
      return { success: true as const, message: 'Password changed successfully!' };
    },
  );

  app.delete(
    apiPaths.auth.me,
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account: personal data erased, every session ended (password confirms)',
        body: deleteAccountBodySchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await accountService.deleteAccount(currentUser(request), request.body.password);
      return { success: true as const, message: 'Your account has been deleted.' };
    },
  );

  app.get(
    apiPaths.account.notificationPreferences,
    {
      schema: {
        tags,
        security,
        summary: 'The five notification switches (all on until changed)',
        response: { 200: notificationPreferencesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accountService.getNotificationPreferences(currentUser(request)),
    }),
  );

  app.put(
    apiPaths.account.notificationPreferences,
    {
      schema: {
        tags,
        security,
        summary: 'Save all five notification switches',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accountService.saveNotificationPreferences(currentUser(request), request.body),
    }),
  );
};
