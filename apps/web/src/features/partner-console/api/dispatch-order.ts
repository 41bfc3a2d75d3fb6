import type { DispatchOrderBody, partnerOrderResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';
import { orderShortId } from '../utils/board';
import { useOrderAction } from './use-order-action';

/** The order leaves the kitchen with a delivery person the customer can call: preparing → out for delivery. */
export function dispatchOrder(orderId: string, body: DispatchOrderBody) {
  return apiRequest<typeof partnerOrderResponseSchema>(partnerPaths.dispatch(orderId), {
    method: 'POST',
    body,
  });
}

export function useDispatchOrder(restaurantId: number) {
  return useOrderAction(restaurantId, {
    send: dispatchOrder,
    done: (order) => `Order ${orderShortId(order.orderId)} is out for delivery.`,
    failed: 'We could not mark this order out for delivery. Please try again.',
  });
}
