import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { orderEventsChannel } from '../orders/order-transitions.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createMembershipsRepository } from '../partners/memberships.repository.ts';
import { loadPartnerOrderView } from '../partners/partner-order-view.ts';
import { createPartnerOrdersRepository } from '../partners/partner-orders.repository.ts';
import { createLiveEventsRepository } from './live-events.repository.ts';
import { liveRoutes } from './live.routes.ts';
import { createLiveService } from './live.service.ts';
import { createLiveStreams } from './live-streams.ts';
import { createOrderEventBus } from './order-event-bus.ts';
import type { ReconnectDelay } from './order-event-bus.ts';
import { createStreamLimits } from './stream-limits.ts';

/** What tests look at: whether streams let go of what they held, and whether the bus listens. */
export type LiveStatus = {
  openStreams(): number;
  subscriberCount(): number;
  isListening(): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveStatus;
  }
}

/**
 * Live updates (ARCHITECTURE.md "Live updates", ADR 019): the bus listens from the moment the app is
 * ready, streams end at the start of shutdown (so none holds the drain to its deadline), and the
 * listening connection closes with the app.
 */
export async function registerLive(
  app: FastifyInstance,
  {
    config,
    database,
    ordersService,
    authService,
    reconnectDelay,
  }: {
    config: Pick<Config, 'env' | 'live'>;
    database: Pick<Database, 'db' | 'listen'>;
    ordersService: Pick<OrdersService, 'details'>;
    authService: Pick<AuthService, 'authenticate'>;
    reconnectDelay?: ReconnectDelay;
  },
) {
  const bus = createOrderEventBus({
    openListener: (handlers) => database.listen(orderEventsChannel, handlers),
    log: app.log,
    ...(reconnectDelay ? { reconnectDelay } : {}),
  });
  const streams = createLiveStreams({
    bus,
    limits: createStreamLimits(config.live),
    heartbeatMs: config.live.heartbeatMs,
    verifyMessages: config.env !== 'production',
  });
  app.decorate('live', {
    openStreams: () => streams.openCount(),
    subscriberCount: () => bus.subscriberCount(),
    isListening: () => bus.isListening(),
  } satisfies LiveStatus);
  app.addHook('onReady', () => bus.start());
  app.addHook('preClose', async () => {
    streams.closeAll();
  });
  app.addHook('onClose', () => bus.close());
  const { db } = database;
  const liveService = createLiveService({
    ordersService,
    authService,
    memberships: createMembershipsRepository(db),
    events: createLiveEventsRepository(db),
    boardOrders: createPartnerOrdersRepository(db),
    loadBoardView: (orderId) => loadPartnerOrderView(db, orderId),
  });
  await app.register(liveRoutes, { streams, liveService });
  return { bus, streams };
}
