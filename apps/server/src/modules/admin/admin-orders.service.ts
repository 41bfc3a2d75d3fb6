import type { OrderDetails } from '@railbite/contract/orders';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';

/**
 * Support's hand on an order: an admin cancels any order before delivery (the state machine says
 * from where); a paid order is refunded in full. The admin's words stay on the order's event, with
 * who cancelled it; the customer reads the fixed "RailBite support cancelled this order".
 */
export function createAdminOrdersService({
  lifecycle,
  orders,
}: {
  lifecycle: Pick<OrderLifecycle, 'transition'>;
  orders: Pick<OrdersService, 'detailsById'>;
}) {
  return {
    async cancel(adminId: number, orderId: string, reason: string): Promise<OrderDetails> {
      await lifecycle.transition({
        orderId,
        to: 'cancelled',
        actor: 'admin',
        actorUserId: adminId,
        reason,
        fields: { statusReason: 'admin_cancelled' },
      });
      return orders.detailsById(orderId);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
