import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@railbite/contract/paths';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAddressesRepository } from '../addresses/addresses.repository.ts';
import { createPaymentGateway, httpWebhookSender } from '../payments/create-payment-gateway.ts';
import type { WebhookSender } from '../payments/sandbox/sandbox-gateway.ts';
import { sandboxPageRoutes } from '../payments/sandbox/sandbox.routes.ts';
import { webhookRoutes } from '../payments/webhook.routes.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import { createAcceptTimeoutSweep } from './accept-timeout.sweep.ts';
import { createOrderLifecycle } from './order-lifecycle.service.ts';
import { createOrderPaymentsService } from './order-payments.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService } from './orders.service.ts';
import type { AddressLookup } from './orders.service.ts';

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
  { config, db, clock, sendWebhook }: { config: Config; db: Db; clock: Clock; sendWebhook?: WebhookSender },
) {
  const { gateway, sandbox } = createPaymentGateway({
    config,
    db,
    clock,
    sendWebhook:
      sendWebhook ?? httpWebhookSender(`${config.publicUrl}${apiPaths.payments.webhook('sandbox')}`, app.log),
  });
  const lifecycle = createOrderLifecycle({ db, clock, acceptTimeoutMs: config.orderAcceptTimeoutMs });
  const orderPayments = createOrderPaymentsService({ db, clock, log: app.log, lifecycle });
  const ordersService = createOrdersService({
    db,
    clock,
    gateway,
    publicUrl: config.publicUrl,
    findAddress: addressLookup(db),
    orderPayments,
    lifecycle,
  });
  await app.register(ordersRoutes, { ordersService });
  const sweeps: Sweep[] = [
    createAcceptTimeoutSweep({ clock, orders: createOrdersRepository(db), lifecycle }),
  ];
  await app.register(webhookRoutes, { gateway, orderPayments });
  if (sandbox) await app.register(sandboxPageRoutes, { gateway: sandbox });
  return { sweeps, lifecycle };
}
