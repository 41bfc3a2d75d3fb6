import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { applicationReviewRoutes } from './application-review.routes.ts';
import { createApplicationReviewService } from './application-review.service.ts';

/** Support's API (admin accounts only): orders, and partner application review. */
export async function registerAdmin(
  app: FastifyInstance,
  {
    db,
    clock,
    lifecycle,
    ordersService,
  }: {
    db: Db;
    clock: Clock;
    lifecycle: Pick<OrderLifecycle, 'transition'>;
    ordersService: Pick<OrdersService, 'detailsById'>;
  },
) {
  await app.register(adminRoutes, {
    adminOrders: createAdminOrdersService({ lifecycle, orders: ordersService }),
  });
  await app.register(applicationReviewRoutes, { review: createApplicationReviewService({ db, clock }) });
}
