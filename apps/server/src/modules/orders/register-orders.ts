import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@railbite/contract/paths';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAddressesRepository } from '../addresses/addresses.repository.ts';
import { createPaymentGateway, httpWebhookSender } from '../payments/create-payment-gateway.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import type { WebhookSender } from '../payments/sandbox/sandbox-gateway.ts';
import { sandboxPageRoutes } from '../payments/sandbox/sandbox.routes.ts';
import { webhookRoutes } from '../payments/webhook.routes.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import { createAcceptTimeoutSweep } from './accept-timeout.sweep.ts';
import { createCheckoutPayment } from './checkout-payment.ts';
import { createCustomerCancellation } from './customer-cancellation.service.ts';
import { createOrderPaymentsRepository } from './order-payments.repository.ts';
import { createPaymentReconciliationSweep } from './payment-reconciliation.sweep.ts';
import { createRefundSweep } from './refund.sweep.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createOrderLifecycle } from './order-lifecycle.service.ts';
import { createOrderPaymentsService } from './order-payments.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService } from './orders.service.ts';
import type { AddressLookup } from './orders.service.ts';
import type { JourneysService } from '../journeys/journeys.service.ts';
import { createPayAgain } from './pay-again.service.ts';
import type { TrainOrderRetimingLookup } from '../journeys/late-train-cancellation.ts';

function addressLookup(db: Db): AddressLookup {
  const addresses = createAddressesRepository(db);
  return async (userId, addressId) => {
    const address = await addresses.findForUser(userId, addressId);
    if (!address) return undefined;
    const place = [address.completeAddress, address.area, address.landmark, address.city, address.pincode];
    return {
      id: address.id,
      text: place.filter((part) => part && part.trim() !== '').join(', '),
      latitude: address.latitude,
      longitude: address.longitude,
    };
  };
}

/** Checkout, orders and payments: the order API, the gateway's webhook route and the sandbox's page. */
export async function registerOrders(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    sendWebhook,
    decorateGateway = (configured) => configured,
    trainOrderRetiming,
    seatStops,
  }: {
    config: Config;
    db: Db;
    clock: Clock;
    /** What a train order's run does to it (journeys module, ADR 031). */
    trainOrderRetiming: TrainOrderRetimingLookup;
    sendWebhook?: WebhookSender;
    decorateGateway?: (gateway: PaymentGateway) => PaymentGateway;
    /** Resolves a seat order's journey (the journeys service, ADR 030). */
    seatStops: Pick<JourneysService, 'seatStop'>;
  },
) {
  const configured = createPaymentGateway({
    config,
    db,
    clock,
    sendWebhook:
      sendWebhook ?? httpWebhookSender(`${config.publicUrl}${apiPaths.payments.webhook('sandbox')}`, app.log),
  });
  const gateway = decorateGateway(configured.gateway);
  const { sandbox } = configured;
  const lifecycle = createOrderLifecycle({ db, clock, acceptTimeoutMs: config.orderAcceptTimeoutMs });
  const orderPayments = createOrderPaymentsService({ db, clock, log: app.log, lifecycle });
  const checkDelayMs = config.paymentCheckDelayMs;
  const findAddress = addressLookup(db);
  const ordersService = createOrdersService({
    db,
    clock,
    gateway,
    publicUrl: config.publicUrl,
    findAddress,
    orderPayments,
    checkoutPayment: createCheckoutPayment({
      db,
      clock,
      gateway,
      orderPayments,
      paymentCheckDelayMs: checkDelayMs,
      log: app.log,
    }),
    lifecycle,
    trainOrderRetiming,
    seatStops,
  });
  await app.register(ordersRoutes, {
    ordersService,
    customerCancellation: createCustomerCancellation({
      lifecycle,
      orders: ordersService,
      trainOrderRetiming,
    }),
    payAgain: createPayAgain({ db, clock, findAddress, checkout: ordersService }),
  });
  // In this order: a reconciled payment confirms its order, a timed-out order is rejected, and the
  // refund that makes due is sent in the same run.
  const sweeps: Sweep[] = [
    createPaymentReconciliationSweep({
      clock,
      gateway,
      payments: createOrderPaymentsRepository(db),
      orderPayments,
      checkDelayMs,
      log: app.log,
    }),
    createAcceptTimeoutSweep({ clock, orders: createOrdersRepository(db), lifecycle }),
    createRefundSweep({ clock, gateway, refunds: createRefundsRepository(db), log: app.log }),
  ];
  await app.register(webhookRoutes, { gateway, orderPayments });
  if (sandbox) await app.register(sandboxPageRoutes, { gateway: sandbox });
  return { sweeps, lifecycle, ordersService };
}
