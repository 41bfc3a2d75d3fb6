import { partnerStreamMessageSchema } from '@railbite/contract/partner';
import type { PartnerOrder } from '@railbite/contract/partner';
import type { OrderEventNotice } from '../orders/order-transitions.repository.ts';
import type { PartnerOrdersRepository } from '../partners/partner-orders.repository.ts';
import type { LiveEventsRepository } from './live-events.repository.ts';
import type { LiveMessage, LiveSource } from './live-streams.ts';

/**
 * How far before the client's last event a replay looks again: a transaction that drew a lower event
 * id may commit after a higher one was sent. The board replaces an order by its id, so a repeat is
 * harmless and a gap would not be.
 */
export const replayOverlapMs = 30_000;
/** A board that was away long enough to miss more than this reloads its list anyway. */
export const replayLimit = 500;

/** One order's board view by id; undefined for an order no board shows (unpaid, failed, superseded). */
export type LoadBoardView = (orderId: string) => Promise<PartnerOrder | undefined>;

/**
 * A partner's board stream of one restaurant: the current board view of each order an event moved.
 * Orders change independently, so what was sent is remembered per order rather than as one
 * high-water mark (ids of different orders may commit out of order).
 */
export function boardStreamSource({
  events,
  boardOrders,
  loadView,
  restaurantId,
  lastEventId,
  stillAllowed,
}: {
  events: LiveEventsRepository;
  boardOrders: Pick<PartnerOrdersRepository, 'lastEventIdOf'>;
  loadView: LoadBoardView;
  restaurantId: number;
  /** The client's Last-Event-ID; without one, the board has just loaded its list: nothing to replay. */
  lastEventId: number | undefined;
  /** The session still works and the partner still runs the restaurant. */
  stillAllowed: () => Promise<boolean>;
}): LiveSource<PartnerOrder> {
  const sentByOrder = new Map<string, number>();
  let cursor = 0;

  async function messagesFor(changed: readonly { orderId: string; eventId: number }[]) {
    const messages: LiveMessage<PartnerOrder>[] = [];
    for (const { orderId, eventId } of changed) {
      cursor = Math.max(cursor, eventId);
      if ((sentByOrder.get(orderId) ?? 0) >= eventId) continue;
      const view = await loadView(orderId);
      // The notice's restaurant is the order's: an order never moves to another restaurant.
      if (!view || view.restaurantId !== restaurantId) continue;
      sentByOrder.set(orderId, eventId);
      messages.push({ id: eventId, data: view });
    }
    return messages;
  }

  async function replaySince(afterId: number) {
    const changed = await events.ordersChangedSince(restaurantId, afterId, {
      overlapMs: replayOverlapMs,
      limit: replayLimit,
    });
    return messagesFor(changed.map((order) => ({ orderId: order.orderId, eventId: order.lastEventId })));
  }

  /** The latest notice of each order, oldest first. */
  function latestPerOrder(notices: readonly OrderEventNotice[]) {
    const latest = new Map<string, number>();
    for (const notice of notices)
      latest.set(notice.orderId, Math.max(latest.get(notice.orderId) ?? 0, notice.eventId));
    return [...latest]
      .map(([orderId, eventId]) => ({ orderId, eventId }))
      .sort((a, b) => a.eventId - b.eventId);
  }

  return {
    topic: { restaurantId },
    schema: partnerStreamMessageSchema,
    async initial() {
      if (lastEventId !== undefined) {
        cursor = lastEventId;
        return replaySince(lastEventId);
      }
      cursor = await boardOrders.lastEventIdOf(restaurantId);
      return [];
    },
    afterEvents: (notices) => messagesFor(latestPerOrder(notices)),
    catchUp: () => replaySince(cursor),
    stillAllowed,
  };
}
