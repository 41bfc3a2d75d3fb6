import { orderIdParamsSchema, orderStreamMessageSchema } from '@railbite/contract/orders';
import { partnerStreamMessageSchema, restaurantIdQuerySchema } from '@railbite/contract/partner';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { bearerToken, currentUser } from '../../plugins/authenticate.ts';
import type { LiveStreams } from './live-streams.ts';
import type { LiveService, StreamViewer } from './live.service.ts';

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

/** The user and the token that opened the stream (its heartbeats check that the token still works). */
function viewerOf(request: FastifyRequest): StreamViewer {
  return { userId: currentUser(request).userId, token: bearerToken(request) ?? '' };
}

export const liveRoutes: FastifyPluginAsyncZod<{ streams: LiveStreams; liveService: LiveService }> = async (
  app,
  { streams, liveService },
) => {
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
      const viewer = viewerOf(request);
      const source = liveService.orderSource(
        viewer,
        request.params.orderId,
        request.headers['last-event-id'],
      );
      await streams.serve(reply, viewer.userId, source);
      return reply;
    },
  );

  app.get(
    apiPaths.partner.events,
    {
      onRequest: app.requireRole('partner'),
      schema: {
        tags: ['partner'],
        security,
        summary: "Live updates of a restaurant's board (Server-Sent Events)",
        description: `${streamDescription} Without Last-Event-ID nothing is replayed: send the lastEventId of GET get-orders.`,
        querystring: restaurantIdQuerySchema,
        headers: lastEventIdHeaders,
        response: {
          200: {
            description: 'Each order as the board shows it, whenever it changes.',
            content: { 'text/event-stream': { schema: partnerStreamMessageSchema } },
          },
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const source = await liveService.boardSource(
        viewer,
        request.query.restaurantId,
        request.headers['last-event-id'],
      );
      await streams.serve(reply, viewer.userId, source);
      return reply;
    },
  );
};
