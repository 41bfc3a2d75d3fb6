import { and, desc, eq, gt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/orders.ts';

export type ChangedOrder = { orderId: string; lastEventId: number };

/**
 * What the board's stream reads about a restaurant's events to resume (the views, and the latest id, come
 * from the partners module).
 */
export function createLiveEventsRepository(db: Db) {
  return {
    /**
     * The restaurant's orders with an event after `afterId`, or within `overlapMs` before that event's
     * time (ids are drawn before commit, so a lower id can commit after a higher one was sent), each
     * with its latest event id, oldest first; the latest `limit` of them.
     */
    async ordersChangedSince(
      restaurantId: number,
      afterId: number,
      { overlapMs, limit }: { overlapMs: number; limit: number },
    ): Promise<ChangedOrder[]> {
      const lastEventId = max(orderEvents.id);
      const overlapStart = sql`(select ${orderEvents.at} - make_interval(secs => ${overlapMs / 1000})
        from ${orderEvents} where ${orderEvents.id} = ${afterId})`;
      const rows = await db
        .select({ orderId: orderEvents.orderId, lastEventId })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.restaurantId, restaurantId),
            or(gt(orderEvents.id, afterId), sql`${orderEvents.at} >= ${overlapStart}`),
          ),
        )
        .groupBy(orderEvents.orderId)
        .orderBy(desc(lastEventId))
        .limit(limit);
      return rows.flatMap((row) => (row.lastEventId === null ? [] : [row as ChangedOrder])).reverse();
    },
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
