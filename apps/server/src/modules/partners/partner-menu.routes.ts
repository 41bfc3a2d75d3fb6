import {
  dishIdParamsSchema,
  partnerDishResponseSchema,
  partnerMenuResponseSchema,
  restaurantIdParamsSchema,
  updateDishAvailabilityBodySchema,
} from '@railbite/contract/partner';
import { createDishBodySchema, updateDishBodySchema } from '@railbite/contract/partner-menu';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { PartnerMenuService } from './partner-menu.service.ts';

const tags = ['partner'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.partner;
const dishErrors = errorResponses(400, 401, 403, 404);

/** Menu management (ADR 035): partner accounts only (403), dishes of their own restaurants only (404). */
export const partnerMenuRoutes: FastifyPluginAsyncZod<{ partnerMenu: PartnerMenuService }> = async (
  app,
  { partnerMenu },
) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.get(
    paths.menu(':restaurantId'),
    {
      schema: {
        tags,
        security,
        summary: "A restaurant's dishes as its partner manages them, hidden ones included",
        params: restaurantIdParamsSchema,
        response: { 200: partnerMenuResponseSchema, ...dishErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerMenu.menu(currentUser(request).userId, request.params.restaurantId),
    }),
  );

  app.post(
    paths.addDish,
    {
      schema: {
        tags,
        security,
        summary: 'Add a dish to a restaurant the partner runs (customers see it at once; it starts unrated)',
        body: createDishBodySchema,
        response: { 200: partnerDishResponseSchema, ...dishErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerMenu.addDish(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    paths.updateDish(':dishId'),
    {
      schema: {
        tags,
        security,
        summary:
          'Change a dish: name, description, prices, veg / egg / non-veg, bestseller, availability, hidden',
        params: dishIdParamsSchema,
        body: updateDishBodySchema,
        response: { 200: partnerDishResponseSchema, ...dishErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerMenu.updateDish(currentUser(request).userId, request.params.dishId, request.body),
    }),
  );

  app.post(
    paths.dishAvailability(':dishId'),
    {
      schema: {
        tags,
        security,
        summary: 'Mark a dish sold out or available again (customers see it at once)',
        params: dishIdParamsSchema,
        body: updateDishAvailabilityBodySchema,
        response: { 200: partnerDishResponseSchema, ...dishErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerMenu.setDishAvailability(
        currentUser(request).userId,
        request.params.dishId,
        request.body.isAvailable,
      ),
    }),
  );
};
