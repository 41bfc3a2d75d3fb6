import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orders } from '../../db/schema/orders.ts';
import { stations, trains } from '../../db/schema/trains.ts';

export type NewOrderTrainTarget = typeof orderTrainTargets.$inferInsert;
export type OrderTrainTargetRow = typeof orderTrainTargets.$inferSelect;

const boardingStations = alias(stations, 'boarding_station');
const deliveryStations = alias(stations, 'delivery_station');

/** The seats train orders go to (ADR 030): the only code that touches order_train_targets. */
export function createOrderTrainTargetsRepository(db: Db) {
  return {
    async insert(target: NewOrderTrainTarget): Promise<void> {
      await db.insert(orderTrainTargets).values(target);
    },

    /** The targets of some orders, with the train's and the stations' names (address orders have none). */
    async targetsOf(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          target: orderTrainTargets,
          trainName: trains.name,
          boardingStationName: boardingStations.name,
          stationName: deliveryStations.name,
        })
        .from(orderTrainTargets)
        .innerJoin(trains, eq(trains.number, orderTrainTargets.trainNumber))
        .innerJoin(boardingStations, eq(boardingStations.code, orderTrainTargets.boardingStationCode))
        .innerJoin(deliveryStations, eq(deliveryStations.code, orderTrainTargets.stationCode))
        .where(inArray(orderTrainTargets.orderId, [...orderIds]));
    },

    /** A train order's expected arrival at its station; undefined for an address order. */
    async expectedArrivalOf(orderId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: orderTrainTargets.expectedArrivalAt })
        .from(orderTrainTargets)
        .where(eq(orderTrainTargets.orderId, orderId));
      return row?.at;
    },

    /**
     * A train order's target with its order's restaurant and status, the target locked until the
     * caller's transaction ends (checking a delivery code); undefined for an address order.
     */
    async lockForDelivery(orderId: string) {
      const [row] = await db
        .select({ target: orderTrainTargets, restaurantId: orders.restaurantId, status: orders.status })
        .from(orderTrainTargets)
        .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
        .where(eq(orderTrainTargets.orderId, orderId))
        .for('update', { of: orderTrainTargets });
      return row;
    },

    /** Counts a wrong delivery code; answers the failures so far. */
    async recordCodeFailure(orderId: string, now: Date): Promise<number> {
      const [row] = await db
        .update(orderTrainTargets)
        .set({ deliveryCodeFailures: sql`${orderTrainTargets.deliveryCodeFailures} + 1`, updatedAt: now })
        .where(eq(orderTrainTargets.orderId, orderId))
        .returning({ failures: orderTrainTargets.deliveryCodeFailures });
      return row?.failures ?? 0;
    },

    /**
     * A new delivery code from support for an order locked by wrong codes: the old code stops working
     * and the count of wrong tries starts again.
     */
    async replaceCode(orderId: string, deliveryCode: string, now: Date): Promise<void> {
      await db
        .update(orderTrainTargets)
        .set({ deliveryCode, deliveryCodeFailures: 0, updatedAt: now })
        .where(eq(orderTrainTargets.orderId, orderId));
    },

    /** Account erasure (ADR 009): the passenger's name and numbers go with the customer's account. */
    async anonymiseOf(userId: number): Promise<void> {
      await db
        .update(orderTrainTargets)
        .set({ passengerName: '', passengerMobile: '', alternateMobile: null })
        .where(
          inArray(
            orderTrainTargets.orderId,
            db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
          ),
        );
    },
  };
}

export type OrderTrainTargetsRepository = ReturnType<typeof createOrderTrainTargetsRepository>;
