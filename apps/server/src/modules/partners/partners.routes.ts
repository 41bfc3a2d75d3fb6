import {
  acceptOrderBodySchema,
  deliverOrderBodySchema,
  dispatchOrderBodySchema,
  partnerOrderParamsSchema,
  partnerOrderResponseSchema,
  partnerOrdersResponseSchema,
  partnerRestaurantResponseSchema,
  partnerRestaurantsResponseSchema,
  rejectOrderBodySchema,
  restaurantIdParamsSchema,
  restaurantIdQuerySchema,
  updateRestaurantStatusBodySchema,
} from '@railbite/contract/partner';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { PartnerOrdersService } from './partner-orders.service.ts';
import type { PartnerRestaurantsService } from './partner-restaurants.service.ts';

const tags = ['partner'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.partner;
/** Every order move: 404 for another restaurant's order, 409 when its status does not allow it. */
const moveErrors = errorResponses(400, 401, 403, 404, 409, 422, 423);

/** The partner console's API: partner accounts only (403 otherwise), their own restaurants only (404). */
export const partnersRoutes: FastifyPluginAsyncZod<{
  partnerOrders: PartnerOrdersService;
  partnerRestaurants: PartnerRestaurantsService;
}> = async (app, { partnerOrders, partnerRestaurants }) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.get(
    paths.restaurants,
    {
      schema: {
        tags,
        security,
        summary: 'The restaurants the partner runs, with their open switch, hours and whether open now',
        response: { 200: partnerRestaurantsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerRestaurants.restaurants(currentUser(request).userId),
    }),
  );

  app.get(
    paths.orders,
    {
      schema: {
        tags,
        security,
        summary: "A restaurant's board: open orders and those that ended today (India time)",
        querystring: restaurantIdQuerySchema,
        response: { 200: partnerOrdersResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await partnerOrders.board(currentUser(request).userId, request.query.restaurantId)),
    }),
  );

  app.post(
    paths.accept(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'Accept a new order with a preparation time: it is then preparing',
        params: partnerOrderParamsSchema,
        body: acceptOrderBodySchema,
        response: { 200: partnerOrderResponseSchema, ...moveErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerOrders.accept(currentUser(request).userId, request.params.orderId, request.body),
    }),
  );

  app.post(
    paths.reject(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'Reject a new order with a reason from the fixed list (a paid order is refunded)',
        params: partnerOrderParamsSchema,
        body: rejectOrderBodySchema,
        response: { 200: partnerOrderResponseSchema, ...moveErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerOrders.reject(currentUser(request).userId, request.params.orderId, request.body),
    }),
  );

  app.post(
    paths.dispatch(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'Hand a preparing order to its delivery person: it is then out for delivery',
        params: partnerOrderParamsSchema,
        body: dispatchOrderBodySchema,
        response: { 200: partnerOrderResponseSchema, ...moveErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerOrders.dispatch(currentUser(request).userId, request.params.orderId, {
        name: request.body.deliveryPersonName,
        phone: request.body.deliveryPersonPhone,
      }),
    }),
  );

  app.post(
    paths.deliver(':orderId'),
    {
      schema: {
        tags,
        security,
        summary:
          'Mark an order out for delivery as delivered (a train order only with the passenger’s deliveryCode)',
        params: partnerOrderParamsSchema,
        body: deliverOrderBodySchema,
        response: { 200: partnerOrderResponseSchema, ...moveErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerOrders.deliver(currentUser(request).userId, request.params.orderId, request.body),
    }),
  );

  app.post(
    paths.updateRestaurant(':restaurantId'),
    {
      schema: {
        tags,
        security,
        summary: 'Switch a restaurant open or closed now, or change its opening hours',
        params: restaurantIdParamsSchema,
        body: updateRestaurantStatusBodySchema,
        response: { 200: partnerRestaurantResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerRestaurants.updateStatus(
        currentUser(request).userId,
        request.params.restaurantId,
        request.body,
      ),
    }),
  );
};
