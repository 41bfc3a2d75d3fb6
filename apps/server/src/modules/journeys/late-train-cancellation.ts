import type { OrderTrainRun } from '@railbite/contract/train-runs';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { scheduledTime } from './journey-time.ts';
import { retimeOrder } from './train-run-retiming.ts';
import type { Retiming } from './train-run-retiming.ts';
import { createTrainRunRetimingRepository } from './train-run-retiming.repository.ts';

/** A train order's re-timing now, with what the customer reads of it. */
export type TrainOrderRetiming = Retiming & { view: OrderTrainRun };

/**
 * What a train order's run does to it now (ADR 031): the same rule the re-timing sweep applies, read
 * for one order. The order's details and the customer's cancellation ask it. Undefined for an order
 * to an address.
 */
export function createTrainOrderRetimingLookup({ clock }: { clock: Clock }) {
  return async (db: Db, orderId: string): Promise<TrainOrderRetiming | undefined> => {
    const row = await createTrainRunRetimingRepository(db).retimingOf(orderId);
    if (!row) return undefined;
    const cancelled = row.cancelled ?? false;
    const retiming = retimeOrder(
      { delayMinutes: row.delayMinutes ?? 0, cancelled },
      {
        status: row.status,
        scheduledArrivalAt: row.scheduledArrivalAt,
        hours: row,
        preparationMinutes: row.preparationMinutes ?? row.orderCutoffMinutes,
      },
      clock.now(),
    );
    return {
      ...retiming,
      view: {
        delayMinutes: retiming.delayMinutes,
        cancelled,
        scheduledArrival: scheduledTime(row.scheduledArrivalAt),
        expectedArrival: scheduledTime(retiming.expectedArrivalAt),
        cancelWithRefund: retiming.customerMayCancel,
      },
    };
  };
}

export type TrainOrderRetimingLookup = ReturnType<typeof createTrainOrderRetimingLookup>;
