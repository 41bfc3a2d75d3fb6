import type { DeliverOrderBody, partnerOrderResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { ApiError, apiRequest } from '@/lib/api-client';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import { orderShortId } from '../utils/board';
import { useOrderAction } from './use-order-action';

/** The customer has the food: out for delivery → delivered; a train order with the passenger's code. */
export function deliverOrder(orderId: string, body: DeliverOrderBody = {}) {
  return apiRequest<typeof partnerOrderResponseSchema>(partnerPaths.deliver(orderId), {
    method: 'POST',
    body,
  });
}

/** A wrong seat code (422) or an order locked by too many (423): the seat dialog says so by the field. */
export function isSeatCodeRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === trainOrderErrorCodes.deliveryCodeWrong ||
      error.code === trainOrderErrorCodes.deliveryCodeLocked)
  );
}

export function useDeliverOrder(restaurantId: number) {
  return useOrderAction<DeliverOrderBody | undefined>(restaurantId, {
    send: (orderId, body) => deliverOrder(orderId, body),
    done: (order) => `Order ${orderShortId(order.orderId)} delivered.`,
    failed: 'We could not mark this order delivered. Please try again.',
    shownInDialog: isSeatCodeRefusal,
  });
}
