import { orderStreamMessageSchema } from '@railbite/contract/orders';
import type { OrderDetails } from '@railbite/contract/orders';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LiveMessage, LiveSource } from './live-streams.ts';

/**
 * The customer's stream of one order: its details (as GET get-order-details answers them) whenever an
 * event moved it. Events of one order are written under its row lock, so their ids rise in commit
 * order and "newer than the last sent" is all a message needs; notices that arrive together are
 * answered by one read of the current details, which carry the whole status history.
 */
export function orderStreamSource({
  orders,
  userId,
  orderId,
  lastEventId,
  sessionIsValid,
}: {
  orders: Pick<OrdersService, 'details'>;
  userId: number;
  orderId: string;
  /** The client's Last-Event-ID: it has the order as of this event. */
  lastEventId: number | undefined;
  sessionIsValid: () => Promise<boolean>;
}): LiveSource<OrderDetails> {
  let sent = lastEventId ?? 0;

  /** Throws 404 for an order that is not the customer's (checked again on every read). */
  async function current(): Promise<LiveMessage<OrderDetails>[]> {
    const details = await orders.details(userId, orderId);
    if (details.lastEventId <= sent) return [];
    sent = details.lastEventId;
    return [{ id: details.lastEventId, data: details }];
  }

  return {
    topic: { orderId },
    schema: orderStreamMessageSchema,
    initial: current,
    afterEvents: (notices) =>
      notices.some((notice) => notice.eventId > sent) ? current() : Promise.resolve([]),
    catchUp: current,
    stillAllowed: sessionIsValid,
  };
}
