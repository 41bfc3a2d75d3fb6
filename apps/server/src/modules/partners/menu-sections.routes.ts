import { restaurantIdParamsSchema } from '@railbite/contract/partner';
import {
  addMenuSectionBodySchema,
  menuSectionsResponseSchema,
  moveMenuSectionBodySchema,
  sectionIdParamsSchema,
  updateMenuSectionBodySchema,
} from '@railbite/contract/partner-menu-sections';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { MenuSectionsService } from './menu-sections.service.ts';

const tags = ['partner'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.partner;
const readErrors = errorResponses(400, 401, 403, 404);
/** 409: the restaurant already has a section by that name. */
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Menu sections (ADR 036): partner accounts only (403), sections of their own restaurants only (404).
 * Every answer is the restaurant's sections in menu order.
 */
export const menuSectionsRoutes: FastifyPluginAsyncZod<{ menuSections: MenuSectionsService }> = async (
  app,
  { menuSections },
) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.get(
    paths.menuSections(':restaurantId'),
    {
      schema: {
        tags,
        security,
        summary: "A restaurant's menu sections in menu order, hidden ones included",
        params: restaurantIdParamsSchema,
        response: { 200: menuSectionsResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await menuSections.list(currentUser(request).userId, request.params.restaurantId),
    }),
  );

  app.post(
    paths.addMenuSection,
    {
      schema: {
        tags,
        security,
        summary: 'Add a section at the end of the menu (its name unique in the restaurant, in any case)',
        body: addMenuSectionBodySchema,
        response: { 200: menuSectionsResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await menuSections.add(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    paths.updateMenuSection(':sectionId'),
    {
      schema: {
        tags,
        security,
        summary:
          'Rename a section, or hide or show it (its dishes leave or rejoin the customer menu, search and checkout)',
        params: sectionIdParamsSchema,
        body: updateMenuSectionBodySchema,
        response: { 200: menuSectionsResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await menuSections.update(currentUser(request).userId, request.params.sectionId, request.body),
    }),
  );

  app.post(
    paths.moveMenuSection(':sectionId'),
    {
      schema: {
        tags,
        security,
        summary: 'Move a section one place up or down the menu',
        params: sectionIdParamsSchema,
        body: moveMenuSectionBodySchema,
        response: { 200: menuSectionsResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await menuSections.move(currentUser(request).userId, request.params.sectionId, request.body),
    }),
  );
};
