import type { FastifyInstance } from 'fastify';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { adminRoutes } from './admin.routes.ts';

/** Support's API (admin accounts only). */
export async function registerAdmin(
  app: FastifyInstance,
  {
    lifecycle,
    ordersService,
  }: { lifecycle: Pick<OrderLifecycle, 'transition'>; ordersService: Pick<OrdersService, 'detailsById'> },
) {
  await app.register(adminRoutes, {
    adminOrders: createAdminOrdersService({ lifecycle, orders: ordersService }),
  });
}
