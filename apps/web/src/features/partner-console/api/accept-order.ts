import type { AcceptOrderBody, partnerOrderResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';
import { orderShortId } from '../utils/board';
import { useOrderAction } from './use-order-action';

/** The restaurant takes the order and says how long it needs: confirmed → preparing. */
export function acceptOrder(orderId: string, body: AcceptOrderBody) {
  return apiRequest<typeof partnerOrderResponseSchema>(partnerPaths.accept(orderId), {
    method: 'POST',
    body,
  });
}

export function useAcceptOrder(restaurantId: number) {
  return useOrderAction(restaurantId, {
    send: acceptOrder,
    done: (order) =>
      `Order ${orderShortId(order.orderId)} accepted: ready in ${String(order.preparationMinutes ?? '')} minutes.`,
    failed: 'We could not accept this order. Please try again.',
  });
}
