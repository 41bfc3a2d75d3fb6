import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notification-preferences.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orderEvents, orders, refunds } from '../../db/schema/orders.ts';
import { pushOutbox } from '../../db/schema/push.ts';
import type { PushPayload } from '../../db/schema/push.ts';
import { users } from '../../db/schema/users.ts';
import type { NotificationSwitches, OrderEventFacts } from './notification-messages.ts';
import { allSwitchesOn } from './notification-messages.ts';

/** An order event or a confirmed refund still to be planned, with its customer. */
export type Source =
  | ({
      type: 'order-event';
      id: number;
      at: Date;
      userId: number | null;
      mobile: string | null;
    } & OrderEventFacts)
  | {
      type: 'refund';
      id: number;
      at: Date;
      userId: number | null;
      mobile: string | null;
      orderId: string;
      restaurantName: string;
      amountPaise: number;
    };

/** A seat order's code and where to text it (ADR 030), with the order's status now. */
export type SeatCode = {
  orderId: string;
  status: string;
  deliveryCode: string;
  /** Empty once the customer erased their account. */
  passengerMobile: string;
  expectedArrivalAt: Date;
};

export type PlannedPush = {
  idempotencyKey: string;
  subscriptionId: number;
  payload: PushPayload;
  createdAt: Date;
  sendBy: Date;
};

/**
 * What the notifier reads and writes. `inTransaction` holds the claimed sources locked (other
 * instances skip them) until their messages are queued and they are marked planned, in one commit.
 */
export function createNotifierRepository(db: Db) {
  function queries(tx: Db) {
    return {
      async claimOrderEvents(limit: number): Promise<Source[]> {
        const rows = await tx
          .select({
            id: orderEvents.id,
            at: orderEvents.at,
            fromStatus: orderEvents.fromStatus,
            status: orderEvents.status,
            actor: orderEvents.actor,
            reason: orderEvents.reason,
            orderId: orders.id,
            userId: orders.userId,
            mobile: users.mobile,
            restaurantName: orders.restaurantName,
            paidAt: orders.paidAt,
            preparationMinutes: orders.preparationMinutes,
            promisedBy: orders.promisedBy,
            deliveryPersonName: orders.deliveryPersonName,
            trainArrivalAt: orderTrainTargets.expectedArrivalAt,
          })
          .from(orderEvents)
          .innerJoin(orders, eq(orders.id, orderEvents.orderId))
          .leftJoin(users, eq(users.id, orders.userId))
          .leftJoin(orderTrainTargets, eq(orderTrainTargets.orderId, orders.id))
          .where(isNull(orderEvents.notifiedAt))
          .orderBy(asc(orderEvents.id))
          .limit(limit)
          .for('update', { of: orderEvents, skipLocked: true });
        return rows.map(({ paidAt, ...row }) => ({ type: 'order-event', ...row, paid: paidAt !== null }));
      },

      async claimRefunds(limit: number): Promise<Source[]> {
        const rows = await tx
          .select({
            id: refunds.id,
            at: refunds.updatedAt,
            orderId: orders.id,
            userId: orders.userId,
            mobile: users.mobile,
            restaurantName: orders.restaurantName,
            amountPaise: refunds.amountPaise,
          })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .leftJoin(users, eq(users.id, orders.userId))
          .where(and(eq(refunds.state, 'succeeded'), isNull(refunds.notifiedAt)))
          .orderBy(asc(refunds.id))
          .limit(limit)
          .for('update', { of: refunds, skipLocked: true });
        return rows.map((row) => ({ type: 'refund', ...row }));
      },

      /** The switches of each user; a user without a row has every switch on (SPEC.md §2). */
      async switchesOf(userIds: readonly number[]): Promise<Map<number, NotificationSwitches>> {
        const switches = new Map(userIds.map((id) => [id, allSwitchesOn]));
        if (userIds.length === 0) return switches;
        const rows = await tx
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, [...userIds]));
        for (const { userId, updatedAt: _updatedAt, ...row } of rows) switches.set(userId, row);
        return switches;
      },

      /** The seat orders among these orders; an address order has no row. */
      async seatCodesOf(orderIds: readonly string[]): Promise<SeatCode[]> {
        if (orderIds.length === 0) return [];
        return tx
          .select({
            orderId: orderTrainTargets.orderId,
            status: orders.status,
            deliveryCode: orderTrainTargets.deliveryCode,
            passengerMobile: orderTrainTargets.passengerMobile,
            expectedArrivalAt: orderTrainTargets.expectedArrivalAt,
          })
          .from(orderTrainTargets)
          .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
          .where(inArray(orderTrainTargets.orderId, [...orderIds]));
      },

      async queuePushes(messages: readonly PlannedPush[]): Promise<void> {
        if (messages.length === 0) return;
        await tx
          .insert(pushOutbox)
          .values(messages.map((message) => ({ ...message, nextAttemptAt: message.createdAt })))
          .onConflictDoNothing({ target: pushOutbox.idempotencyKey });
      },

      async markPlanned(sources: readonly Source[], now: Date): Promise<void> {
        const eventIds = sources.filter((s) => s.type === 'order-event').map((s) => s.id);
        const refundIds = sources.filter((s) => s.type === 'refund').map((s) => s.id);
        if (eventIds.length > 0)
          await tx.update(orderEvents).set({ notifiedAt: now }).where(inArray(orderEvents.id, eventIds));
        if (refundIds.length > 0)
          await tx.update(refunds).set({ notifiedAt: now }).where(inArray(refunds.id, refundIds));
      },
    };
  }

  return {
    inTransaction<T>(work: (q: ReturnType<typeof queries>, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type NotifierRepository = ReturnType<typeof createNotifierRepository>;
export type NotifierQueries = Parameters<Parameters<NotifierRepository['inTransaction']>[0]>[0];
