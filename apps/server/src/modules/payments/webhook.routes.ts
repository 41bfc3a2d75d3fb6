import type { FastifyPluginAsync } from 'fastify';
import type { OrderPaymentsService } from '../orders/order-payments.service.ts';
import { WebhookRejectedError } from './payment-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * `POST /api/payments/webhook/{gateway}`: authenticity is checked over the raw bytes received, so this
 * scope keeps JSON bodies as text. Answers fast: the update is one short transaction.
 */
export const webhookRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  orderPayments: OrderPaymentsService;
}> = async (app, { gateway, orderPayments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(`/api/payments/webhook/${gateway.name}`, { schema: { hide: true } }, async (request, reply) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    let event;
    try {
      event = await gateway.verifyWebhook(rawBody, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookRejectedError)) throw error;
      request.log.warn({ reason: error.reason }, 'payment webhook rejected');
      return reply.status(error.reason === 'malformed' ? 400 : 401).send({
        success: false,
        error: { code: 'WEBHOOK_REJECTED', message: error.message },
        requestId: request.id,
      });
    }
    const outcome = await orderPayments.applyGatewayUpdate({
      ...event,
      gateway: gateway.name,
      source: 'webhook',
    });
    request.log.info({ outcome, gatewayRef: event.gatewayRef }, 'payment webhook processed');
    return { success: true, outcome };
  });
};
