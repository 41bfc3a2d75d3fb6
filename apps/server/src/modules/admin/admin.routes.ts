import {
  adminCancelOrderBodySchema,
  issueDeliveryCodeBodySchema,
  issueDeliveryCodeResponseSchema,
  supportOrderResponseSchema,
  supportOrderSearchQuerySchema,
  supportOrderSearchResponseSchema,
} from '@railbite/contract/admin';
import { orderDetailsResponseSchema, orderIdParamsSchema } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';
import type { SupportOrdersService } from './support-orders.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Support's API: admin accounts only (403 otherwise); admins are made by `npm run admin:create`. */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminOrders: AdminOrdersService;
  supportOrders: SupportOrdersService;
}> = async (app, { adminOrders, supportOrders }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    apiPaths.admin.orders,
    {
      schema: {
        tags,
        security,
        summary:
          'A caller’s newest orders by phone: those of the account with that mobile and the seat orders whose passenger has it',
        querystring: supportOrderSearchQuerySchema,
        response: { 200: supportOrderSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await supportOrders.ordersOfPhone(request.query.phone),
    }),
  );

  app.get(
    apiPaths.admin.order(':orderId'),
    {
      schema: {
        tags,
        security,
        summary:
          'One order as its customer sees it, with its customer and, for a seat order, whether its delivery code is locked (never the code)',
        params: orderIdParamsSchema,
        response: { 200: supportOrderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await supportOrders.find(request.params.orderId) }),
  );

  app.post(
    apiPaths.admin.deliveryCode(':orderId'),
    {
      schema: {
        tags,
        security,
        summary:
          'A new delivery code for a seat order locked by wrong codes: texted to the passenger, shown on their order page; the old one stops working',
        params: orderIdParamsSchema,
        body: issueDeliveryCodeBodySchema,
        response: { 200: issueDeliveryCodeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await supportOrders.issueDeliveryCode(currentUser(request).userId, request.params.orderId)),
    }),
  );

  app.post(
    apiPaths.admin.cancelOrder(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'Cancel any order before delivery, saying why (a paid order is refunded in full)',
        params: orderIdParamsSchema,
        body: adminCancelOrderBodySchema,
        response: { 200: orderDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminOrders.cancel(
        currentUser(request).userId,
        request.params.orderId,
        request.body.reason,
      ),
    }),
  );
};
