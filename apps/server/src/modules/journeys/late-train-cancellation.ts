import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { retimeOrder } from './train-run-retiming.ts';
import type { Retiming } from './train-run-retiming.ts';
import { createTrainRunRetimingRepository } from './train-run-retiming.repository.ts';

/**
 * What a train order's run does to it now (ADR 031): the same rule the re-timing sweep applies, read
 * for one order — the order page's "Cancel with full refund" and the customer's cancellation ask it.
 * Undefined for an order to an address.
 */
export function createTrainOrderRetimingLookup({ clock }: { clock: Clock }) {
  return async (db: Db, orderId: string): Promise<Retiming | undefined> => {
    const row = await createTrainRunRetimingRepository(db).retimingOf(orderId);
    if (!row) return undefined;
    return retimeOrder(
      { delayMinutes: row.delayMinutes ?? 0, cancelled: row.cancelled ?? false },
      {
        status: row.status,
        scheduledArrivalAt: row.scheduledArrivalAt,
        hours: row,
        preparationMinutes: row.preparationMinutes ?? row.orderCutoffMinutes,
      },
      clock.now(),
    );
  };
}

export type TrainOrderRetimingLookup = ReturnType<typeof createTrainOrderRetimingLookup>;
