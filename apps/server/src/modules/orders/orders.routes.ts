import {
  cancelOrderBodySchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  initOrderBodySchema,
  initOrderResponseSchema,
  latestActiveOrderResponseSchema,
  orderDetailsResponseSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  orderIdParamsSchema,
  payAgainBodySchema,
  paymentStatusResponseSchema,
} from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CustomerCancellation } from './customer-cancellation.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { PayAgain } from './pay-again.service.ts';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.orders;

export const ordersRoutes: FastifyPluginAsyncZod<{
  ordersService: OrdersService;
  customerCancellation: CustomerCancellation;
  payAgain: PayAgain;
}> = async (app, { ordersService, customerCancellation, payAgain }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    paths.init,
    {
      schema: {
        tags,
        security,
        summary: 'Place an order for the cart and start its payment (send an Idempotency-Key)',
        body: initOrderBodySchema,
        headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() }),
        response: { 200: initOrderResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ordersService.initOrder(
        { userId: user.userId, mobile: user.mobile },
        request.body,
        request.headers[idempotencyKeyHeader],
      );
    },
  );

  app.post(
    paths.payAgain(':orderId'),
    {
      schema: {
        tags,
        security,
        summary:
          'Pay again for a checkout attempt that ended unpaid: a new payment for the same cart (send an Idempotency-Key)',
        params: orderIdParamsSchema,
        body: payAgainBodySchema,
        headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() }),
        response: { 200: initOrderResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return payAgain.payAgain(
        { userId: user.userId, mobile: user.mobile },
        request.params.orderId,
        request.headers[idempotencyKeyHeader],
      );
    },
  );

  app.get(
    paths.paymentStatus(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: "The order's payment status, reconciled with the gateway while pending",
        params: orderIdParamsSchema,
        response: { 200: paymentStatusResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ordersService.paymentStatus(currentUser(request).userId, request.params.orderId),
  );

  app.get(
    paths.history,
    {
      schema: {
        tags,
        security,
        summary:
          'The customer’s placed orders, or (payment=unpaid) their checkout attempts never paid; newest first (search = a status, or empty)',
        querystring: orderHistoryQuerySchema,
        response: { 200: orderHistoryResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await ordersService.history(currentUser(request).userId, request.query)),
    }),
  );

  app.get(
    paths.details(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'One order with its restaurant and destination (for tracking)',
        params: orderIdParamsSchema,
        response: { 200: orderDetailsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.details(currentUser(request).userId, request.params.orderId),
    }),
  );

  app.post(
    paths.cancel(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: 'Cancel the order before the restaurant accepts it (a paid order is refunded in full)',
        params: orderIdParamsSchema,
        body: cancelOrderBodySchema,
        response: { 200: orderDetailsResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customerCancellation.cancel(currentUser(request).userId, request.params.orderId),
    }),
  );

  app.get(
    paths.latestActive,
    {
      schema: {
        tags,
        security,
        summary: 'The latest order still on its way, or null',
        response: { 200: latestActiveOrderResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.latestActive(currentUser(request).userId),
    }),
  );
};
