import type { partnerOrderResponseSchema, RejectOrderBody } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';
import { orderShortId } from '../utils/board';
import { useOrderAction } from './use-order-action';

/** The restaurant turns the order down with a reason from the fixed list; the customer is refunded. */
export function rejectOrder(orderId: string, body: RejectOrderBody) {
  return apiRequest<typeof partnerOrderResponseSchema>(partnerPaths.reject(orderId), {
    method: 'POST',
    body,
  });
}

export function useRejectOrder(restaurantId: number) {
  return useOrderAction(restaurantId, {
    send: rejectOrder,
    done: (order) => `Order ${orderShortId(order.orderId)} rejected. The customer gets a full refund.`,
    failed: 'We could not reject this order. Please try again.',
  });
}
