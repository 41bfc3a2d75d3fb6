import { adminCancelOrderBodySchema } from '@railbite/contract/admin';
import { orderDetailsResponseSchema, orderIdParamsSchema } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Support's API: admin accounts only (403 otherwise); admins are made by `npm run admin:create`. */
export const adminRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  app.addHook('onRequest', app.requireRole('admin'));

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
