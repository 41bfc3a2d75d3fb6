import {
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  cuisinesResponseSchema,
  idParamsSchema,
  restaurantItemsQuerySchema,
  restaurantItemsResponseSchema,
  restaurantListQuerySchema,
  restaurantListResponseSchema,
  restaurantQuerySchema,
  restaurantResponseSchema,
} from '@railbite/contract/catalog';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { CatalogService } from './catalog.service.ts';

const tags = ['catalog'];
const paths = apiPaths.catalog;

/** Browsing needs no login (SPEC.md §6). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalogService: CatalogService }> = async (
  app,
  { catalogService },
) => {
  app.get(
    paths.cuisines,
    { schema: { tags, summary: 'All cuisine categories', response: { 200: cuisinesResponseSchema } } },
    async () => ({ success: true as const, data: await catalogService.listCuisines() }),
  );

  app.get(
    paths.restaurants,
    {
      schema: {
        tags,
        summary:
          'Restaurants, best rated first, with the home filter chips; with lat and lng, only those delivering there',
        querystring: restaurantListQuerySchema,
        response: { 200: restaurantListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, ...(await catalogService.listRestaurants(request.query)) }),
  );

  app.get(
    paths.restaurantsByCategory(':id'),
    {
      schema: {
        tags,
        summary: 'Restaurants serving one cuisine',
        params: idParamsSchema,
        querystring: restaurantListQuerySchema,
        response: { 200: restaurantListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await catalogService.listRestaurants(request.query, request.params.id)),
    }),
  );

  app.get(
    paths.restaurant(':id'),
    {
      schema: {
        tags,
        summary: 'One restaurant; with lat and lng, whether and how soon it delivers there',
        params: idParamsSchema,
        querystring: restaurantQuerySchema,
        response: { 200: restaurantResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogService.getRestaurant(request.params.id, request.query),
    }),
  );

  app.get(
    paths.restaurantItems(':id'),
    {
      schema: {
        tags,
        summary: "A restaurant's menu, filtered and searched",
        params: idParamsSchema,
        querystring: restaurantItemsQuerySchema,
        response: { 200: restaurantItemsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await catalogService.listMenuItems(request.params.id, request.query)),
    }),
  );

  app.get(
    paths.search,
    {
      schema: {
        tags,
        summary:
          'Search restaurants (by name, cuisine or dish) and cuisines; forgives small typos; with lat and lng, only restaurants delivering there',
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await catalogService.search(request.query) }),
  );
};
