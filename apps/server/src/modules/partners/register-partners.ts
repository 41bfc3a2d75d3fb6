import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import { createMenuSectionsRepository } from './menu-sections.repository.ts';
import { menuSectionsRoutes } from './menu-sections.routes.ts';
import { createMenuSectionsService } from './menu-sections.service.ts';
import { createPartnerMenuRepository } from './partner-menu.repository.ts';
import { partnerMenuRoutes } from './partner-menu.routes.ts';
import { createPartnerMenuService } from './partner-menu.service.ts';
import { createPartnerOrdersRepository } from './partner-orders.repository.ts';
import { createPartnerOrdersService } from './partner-orders.service.ts';
import { createPartnerRestaurantsRepository } from './partner-restaurants.repository.ts';
import { createPartnerRestaurantsService } from './partner-restaurants.service.ts';
import { partnersRoutes } from './partners.routes.ts';

/** The partner console's API: the board and its order moves, the restaurant controls, its menu and
 * the menu's sections. */
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
  const sections = createMenuSectionsRepository(db);
  await app.register(partnerMenuRoutes, {
    partnerMenu: createPartnerMenuService({ menu: createPartnerMenuRepository(db), restaurants, sections }),
  });
  await app.register(menuSectionsRoutes, {
    menuSections: createMenuSectionsService({ sections, restaurants }),
  });
}
