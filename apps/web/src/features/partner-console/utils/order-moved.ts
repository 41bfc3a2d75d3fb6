import { systemReasons } from '@railbite/contract/order-rules';
import type { PartnerOrder } from '@railbite/contract/partner';
import { ApiError } from '@/lib/api-client';
import { columnTitles, orderShortId } from './board';

/**
 * The order changed before this action reached it: someone else moved it (409), the system rejected
 * it at its accept-by time (409), or it is no longer this restaurant's to see (404).
 */
export function isOrderMoved(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

/** What the kitchen reads when its action lost to another change, from the order as it is now. */
export function orderMovedMessage(orderId: string, now: PartnerOrder | undefined): string {
  const reference = `Order ${orderShortId(orderId)}`;
  if (!now) return `${reference} is no longer on your board.`;
  if (now.status === 'rejected' && now.statusReason === systemReasons.accept_timeout) {
    return `${reference} was not accepted in time, so it was rejected automatically and the customer is refunded.`;
  }
  if (now.status === 'cancelled') {
    return `${reference} was cancelled${now.statusReason ? `: ${now.statusReason}` : ''}.`;
  }
  if (now.status === 'rejected') return `${reference} was already rejected.`;
  return `${reference} was already updated by someone else: it is now in ${columnTitles[now.column]}.`;
}
