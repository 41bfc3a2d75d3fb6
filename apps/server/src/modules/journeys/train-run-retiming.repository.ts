import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orders } from '../../db/schema/orders.ts';
import { trainRuns } from '../../db/schema/train-runs.ts';
import { retimableStatuses, seatReadyBy } from './train-run-retiming.ts';
import type { TrainRunRow } from './train-runs.repository.ts';

/** An open order to a run, with what re-timing it needs. */
export type RunOrderRow = Awaited<
  ReturnType<ReturnType<typeof createTrainRunRetimingRepository>['lockOpenOrdersOf']>
>[number];

const openOrderOfRun = (trainNumber: string, startDate: string) =>
  and(
    eq(orderTrainTargets.trainNumber, trainNumber),
    eq(orderTrainTargets.startDate, startDate),
    inArray(orders.status, [...retimableStatuses]),
  );

/** The re-timing sweep's rows (ADR 031): runs with a report not yet applied, and their open orders. */
export function createTrainRunRetimingRepository(db: Db) {
  return {
    /**
     * One run whose latest report has not been applied to its orders, locked for this transaction;
     * a run another sweeper holds is skipped (it is being applied there).
     */
    async lockNextDueRun(): Promise<TrainRunRow | undefined> {
      const [row] = await db
        .select()
        .from(trainRuns)
        .where(gt(trainRuns.version, trainRuns.retimedVersion))
        .orderBy(asc(trainRuns.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** The run's orders still on their way, locked: their statuses hold while they are re-timed. */
    async lockOpenOrdersOf(trainNumber: string, startDate: string) {
      return db
        .select({
          orderId: orders.id,
          status: orders.status,
          preparationMinutes: orders.preparationMinutes,
          opensAt: restaurants.opensAt,
          closesAt: restaurants.closesAt,
          weeklyHours: restaurants.weeklyHours,
          orderCutoffMinutes: restaurants.orderCutoffMinutes,
          scheduledArrivalAt: orderTrainTargets.scheduledArrivalAt,
          expectedArrivalAt: orderTrainTargets.expectedArrivalAt,
        })
        .from(orderTrainTargets)
        .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(openOrderOfRun(trainNumber, startDate))
        .orderBy(asc(orders.id))
        .for('update', { of: orders });
    },

    /**
     * A train order's target, its restaurant's hours and its run's reported state (null: none
     * reported); undefined for an order to an address.
     */
    async retimingOf(orderId: string) {
      const [row] = await db
        .select({
          status: orders.status,
          preparationMinutes: orders.preparationMinutes,
          opensAt: restaurants.opensAt,
          closesAt: restaurants.closesAt,
          weeklyHours: restaurants.weeklyHours,
          orderCutoffMinutes: restaurants.orderCutoffMinutes,
          scheduledArrivalAt: orderTrainTargets.scheduledArrivalAt,
          delayMinutes: trainRuns.delayMinutes,
          cancelled: trainRuns.cancelled,
        })
        .from(orderTrainTargets)
        .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .leftJoin(
          trainRuns,
          and(
            eq(trainRuns.trainNumber, orderTrainTargets.trainNumber),
            eq(trainRuns.startDate, orderTrainTargets.startDate),
          ),
        )
        .where(eq(orderTrainTargets.orderId, orderId));
      return row;
    },

    async countOpenOrdersOf(trainNumber: string, startDate: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(orderTrainTargets)
        .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
        .where(openOrderOfRun(trainNumber, startDate));
      return row?.count ?? 0;
    },

    async setExpected(orderId: string, expected: { arrivalAt: Date; preparationStartAt: Date; at: Date }) {
      await db
        .update(orderTrainTargets)
        .set({
          expectedArrivalAt: expected.arrivalAt,
          preparationStartAt: expected.preparationStartAt,
          updatedAt: expected.at,
        })
        .where(eq(orderTrainTargets.orderId, orderId));
      // A seat order's promise is the train's arrival (ADR 030): it moves with the train.
      await db
        .update(orders)
        .set({ promisedFrom: expected.arrivalAt, promisedBy: expected.arrivalAt })
        .where(and(eq(orders.id, orderId), isNotNull(orders.promisedBy)));
      // An accepted seat order is cooked for the train: its ready-by moves with the arrival too.
      await db
        .update(orders)
        .set({ readyBy: seatReadyBy(expected.arrivalAt) })
        .where(and(eq(orders.id, orderId), isNotNull(orders.readyBy)));
    },

    /** The run's report up to `version` is applied: the sweep does not take it again. */
    async markRetimed(run: Pick<TrainRunRow, 'trainNumber' | 'startDate' | 'version'>) {
      await db
        .update(trainRuns)
        .set({ retimedVersion: run.version })
        .where(and(eq(trainRuns.trainNumber, run.trainNumber), eq(trainRuns.startDate, run.startDate)));
    },
  };
}

export type TrainRunRetimingRepository = ReturnType<typeof createTrainRunRetimingRepository>;
