import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import { createPartnerMenuRepository } from './partner-menu.repository.ts';
import { partnerMenuRoutes } from './partner-menu.routes.ts';
import { createPartnerMenuService } from './partner-menu.service.ts';
import { createPartnerOrdersRepository } from './partner-orders.repository.ts';
import { createPartnerOrdersService } from './partner-orders.service.ts';
import { createPartnerRestaurantsRepository } from './partner-restaurants.repository.ts';
import { createPartnerRestaurantsService } from './partner-restaurants.service.ts';
import { partnersRoutes } from './partners.routes.ts';

/** The partner console's API: the board and its order moves, the restaurant controls and its menu. */
export async function registerPartners(
  app: FastifyInstance,
  { db, clock, lifecycle }: { db: Db; clock: Clock; lifecycle: Pick<OrderLifecycle, 'transition'> },
) {
  const restaurants = createPartnerRestaurantsRepository(db);
  await app.register(partnersRoutes, {
    partnerOrders: createPartnerOrdersService({
      db,
      clock,
      orders: createPartnerOrdersRepository(db),
      restaurants,
      lifecycle,
    }),
    partnerRestaurants: createPartnerRestaurantsService({ repository: restaurants, clock }),
  });
  await app.register(partnerMenuRoutes, {
    partnerMenu: createPartnerMenuService({ menu: createPartnerMenuRepository(db), restaurants }),
  });
}
