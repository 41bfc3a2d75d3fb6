import { orderIdParamsSchema, orderStreamMessageSchema } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { bearerToken, currentUser } from '../../plugins/authenticate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LiveStreams } from './live-streams.ts';
import { orderStreamSource } from './order-stream.source.ts';

const security = [{ bearerAuth: [] }];

/** The id of the last message the client has (SSE resume); absent on a first connect. */
const lastEventIdHeaders = z.looseObject({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event')
    .transform(Number)
    .optional(),
});

const streamDescription =
  'text/event-stream: `retry:`, then `event: order` messages (`id:` the order event, `data:` JSON) and `: heartbeat` comments. Send Last-Event-ID to resume.';

/**
 * Whether the token that opened a stream still works (not logged out, not expired): asked at each
 * heartbeat, so a logout ends the streams it opened.
 */
function sessionCheck(authService: Pick<AuthService, 'authenticate'>, request: FastifyRequest) {
  const token = bearerToken(request) ?? '';
  return () =>
    authService.authenticate(token).then(
      () => true,
      (error: unknown) => {
        if (error instanceof UnauthenticatedError) return false;
        throw error;
      },
    );
}

export const liveRoutes: FastifyPluginAsyncZod<{
  streams: LiveStreams;
  ordersService: Pick<OrdersService, 'details'>;
  authService: Pick<AuthService, 'authenticate'>;
}> = async (app, { streams, ordersService, authService }) => {
  app.get(
    apiPaths.orders.events(':orderId'),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary: "Live updates of one of the customer's orders (Server-Sent Events)",
        description: streamDescription,
        params: orderIdParamsSchema,
        headers: lastEventIdHeaders,
        response: {
          200: {
            description: 'The order’s details, first as they are now, then after each change.',
            content: { 'text/event-stream': { schema: orderStreamMessageSchema } },
          },
          ...errorResponses(400, 401, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await streams.serve(
        reply,
        user.userId,
        orderStreamSource({
          orders: ordersService,
          userId: user.userId,
          orderId: request.params.orderId,
          lastEventId: request.headers['last-event-id'],
          sessionIsValid: sessionCheck(authService, request),
        }),
      );
      return reply;
    },
  );
};
