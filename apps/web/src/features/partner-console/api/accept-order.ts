import type { AcceptOrderBody, partnerOrderResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { ApiError, apiRequest } from '@/lib/api-client';
import { orderShortId } from '../utils/board';
import { trainTimeText } from '../utils/time';
import { useOrderAction } from './use-order-action';

/** The restaurant takes the order and says how long it needs: confirmed → preparing. */
export function acceptOrder(orderId: string, body: AcceptOrderBody) {
  return apiRequest<typeof partnerOrderResponseSchema>(partnerPaths.accept(orderId), {
    method: 'POST',
    body,
  });
}

/** A refusal of the minutes themselves (too long for a seat order's train): its dialog says it on the field. */
export function minutesRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields.find((field) => field.field === 'preparationMinutes')?.message ?? null;
}

export function useAcceptOrder(restaurantId: number) {
  return useOrderAction(restaurantId, {
    send: acceptOrder,
    done: (order) =>
      order.train
        ? `Order ${orderShortId(order.orderId)} accepted: ready for the train at ${trainTimeText(order.train.expectedArrival)}.`
        : `Order ${orderShortId(order.orderId)} accepted: ready in ${String(order.preparationMinutes ?? '')} minutes.`,
    failed: 'We could not accept this order. Please try again.',
    shownInDialog: (error) => minutesRefusalOf(error) !== null,
  });
}
