import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListResponseSchema,
  addressResponseSchema,
  addressSuccessMessages,
} from '@railbite/contract/addresses';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.addresses;

/** SPEC.md §7 address calls; all need login and only ever see the caller's own addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addressesService: AddressesService }> = async (
  app,
  { addressesService },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    paths.list,
    {
      schema: {
        tags,
        security,
        summary: 'Your saved addresses, the default first',
        response: { 200: addressListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addressesService.list(currentUser(request).userId),
    }),
  );

  app.get(
    paths.get(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'One of your saved addresses',
        params: addressIdParamsSchema,
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Address found',
      data: await addressesService.get(currentUser(request).userId, request.params.id),
    }),
  );

  app.post(
    paths.create,
    {
      schema: {
        tags,
        security,
        summary:
          'Save a new address (the first one becomes the default); the same address again answers 200 with the saved one',
        body: addressBodySchema,
        response: {
          200: addressResponseSchema,
          201: addressResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const saved = await addressesService.create(currentUser(request).userId, request.body);
      return reply
        .status(saved.created ? 201 : 200)
        .send({ success: true, message: addressSuccessMessages.created, data: saved.address });
    },
  );

  app.put(
    paths.update(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Change a saved address',
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      message: addressSuccessMessages.updated,
      data: await addressesService.update(currentUser(request).userId, request.params.id, request.body),
    }),
  );

  app.put(
    paths.setDefault(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Make an address the default (the previous default stops being it)',
        params: addressIdParamsSchema,
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: addressSuccessMessages.defaultSet,
      data: await addressesService.setDefault(currentUser(request).userId, request.params.id),
    }),
  );

  app.delete(
    paths.delete(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete an address (deleting the default passes it to the newest remaining one)',
        params: addressIdParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await addressesService.delete(currentUser(request).userId, request.params.id);
      return { success: true as const, message: addressSuccessMessages.deleted };
    },
  );
};
