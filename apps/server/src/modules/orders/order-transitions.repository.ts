import { and, eq, sql } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import type { OrderRow } from './orders.repository.ts';

/** The channel order events are announced on (payload: ids only; listeners read the rows). */
export const orderEventsChannel = 'order_events';

/** The announcement's payload, a JSON object (written by PostgreSQL's json_build_object). */
export type OrderEventNotice = { eventId: number; orderId: string; restaurantId: number };

/** Order columns a transition may set along with the status. */
export type TransitionFields = Partial<
  Pick<
    OrderRow,
    | 'acceptBy'
    | 'paidAt'
    | 'promisedFrom'
    | 'promisedBy'
    | 'preparationMinutes'
    | 'readyBy'
    | 'deliveryPersonName'
    | 'deliveryPersonPhone'
    | 'statusReason'
  >
>;

export type AppliedTransition = {
  from: OrderStatus;
  to: OrderStatus;
  orderId: string;
  fields?: TransitionFields;
  actor: OrderActor;
  actorUserId?: number | null;
  /** Stored on the event: a reason code, or what happened ("payment verified"). */
  reason: string;
  at: Date;
};

/** The first event of a new order (no transition: it starts in its first status). */
export function createdEventOf(
  order: Pick<OrderRow, 'id' | 'restaurantId' | 'status' | 'createdAt'> & { userId?: number | null },
): typeof orderEvents.$inferInsert {
  return {
    orderId: order.id,
    restaurantId: order.restaurantId,
    fromStatus: null,
    status: order.status,
    actor: 'customer',
    actorUserId: order.userId ?? null,
    reason: 'order created',
    at: order.createdAt,
  };
}

/**
 * Writes an order event and announces it on commit (NOTIFY is transactional), in one statement: each
 * statement is a round trip, and every transition pays for it (docs/benchmarks.md "Checkout CPU").
 */
async function recordAnnounced(db: Db, event: typeof orderEvents.$inferInsert): Promise<number> {
  const newEvent = db.$with('new_event').as(
    db.insert(orderEvents).values(event).returning({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      restaurantId: orderEvents.restaurantId,
    }),
  );
  const [written] = await db
    .with(newEvent)
    .select({
      id: newEvent.id,
      announced: sql`pg_notify(${orderEventsChannel}, json_build_object('eventId', ${newEvent.id}, 'orderId', ${newEvent.orderId}, 'restaurantId', ${newEvent.restaurantId})::text)`,
    })
    .from(newEvent);
  if (!written) throw new Error(`order event for ${event.orderId} was not written`);
  return written.id;
}

export function createOrderTransitionsRepository(db: Db) {
  return {
    /** The order, locked for this transaction (a transition reads it before it decides). */
    async lockOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /**
     * Moves one order from `from` to `to` (`UPDATE … WHERE status = from`), records the event and
     * announces it on commit (NOTIFY is transactional). Undefined when the order was not in `from`: a
     * concurrent transition won.
     */
    async apply(transition: AppliedTransition): Promise<{ order: OrderRow; eventId: number } | undefined> {
      const [order] = await db
        .update(orders)
        .set({ ...transition.fields, status: transition.to, updatedAt: transition.at })
        .where(and(eq(orders.id, transition.orderId), eq(orders.status, transition.from)))
        .returning();
      if (!order) return undefined;
      const eventId = await recordAnnounced(db, {
        orderId: order.id,
        restaurantId: order.restaurantId,
        fromStatus: transition.from,
        status: transition.to,
        actor: transition.actor,
        actorUserId: transition.actorUserId ?? null,
        reason: transition.reason,
        at: transition.at,
      });
      return { order, eventId };
    },
    /**
     * Something happened to the order that is not a move (a refund settled at the gateway): an event
     * in its current status, announced like a move, so open pages and boards learn of it at once.
     * Undefined when the order is gone. The system's unless a person did it (support issuing a new
     * delivery code), whose account is then kept on the event.
     */
    async recordInPlace(input: {
      orderId: string;
      reason: string;
      at: Date;
      actor?: OrderActor;
      actorUserId?: number;
    }) {
      const [order] = await db
        .select({ status: orders.status, restaurantId: orders.restaurantId })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      if (!order) return undefined;
      return recordAnnounced(db, {
        orderId: input.orderId,
        restaurantId: order.restaurantId,
        fromStatus: order.status,
        status: order.status,
        actor: input.actor ?? 'system',
        actorUserId: input.actorUserId ?? null,
        reason: input.reason,
        at: input.at,
      });
    },
  };
}

export type OrderTransitionsRepository = ReturnType<typeof createOrderTransitionsRepository>;
