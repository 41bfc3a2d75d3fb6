import type { Db } from '../../db/client.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import type { OrderTransitionsRepository } from '../orders/order-transitions.repository.ts';
import { retimeOrder } from './train-run-retiming.ts';
import { createTrainRunRetimingRepository } from './train-run-retiming.repository.ts';
import type { RunOrderRow } from './train-run-retiming.repository.ts';
import type { TrainRunRow } from './train-runs.repository.ts';

/** How many runs one sweep applies (the next run takes the rest). */
const batchSize = 20;

/** What the order event of a re-timing says (the customer's page and the kitchen's board refresh on it). */
export const retimedEventReason = 'train_retimed';

/**
 * Applies train run reports to their orders (issue 17, ADR 031). Each run is one transaction: lock the
 * run (`SKIP LOCKED`: another sweeper has it), lock its open orders, re-time each (new arrival, new
 * preparation start, an event that tells open pages), cancel through the lifecycle those the rule
 * cancels (which makes the full refund due under the payment's idempotency key), and mark the report
 * applied. A sweep that dies mid-run rolls back and the run stays due; a second sweep finds it applied.
 */
export function createTrainRunRetimingSweep({
  db,
  clock,
  lifecycle,
  orderEvents,
}: {
  db: Db;
  clock: Clock;
  lifecycle: Pick<OrderLifecycle, 'transitionIn'>;
  /** Order events in the sweep's transaction (the orders module's repository). */
  orderEvents: (tx: Db) => Pick<OrderTransitionsRepository, 'recordInPlace'>;
}): Sweep {
  async function retime(tx: Db, run: TrainRunRow, order: RunOrderRow, now: Date) {
    const retiming = retimeOrder(
      run,
      {
        status: order.status,
        scheduledArrivalAt: order.scheduledArrivalAt,
        hours: order,
        // Before the kitchen accepts, it has its cut-off to cook: the time it asked for before arrival.
        preparationMinutes: order.preparationMinutes ?? order.orderCutoffMinutes,
      },
      now,
    );
    const moved = retiming.expectedArrivalAt.getTime() !== order.expectedArrivalAt.getTime();
    if (moved)
      await createTrainRunRetimingRepository(tx).setExpected(order.orderId, {
        arrivalAt: retiming.expectedArrivalAt,
        preparationStartAt: retiming.preparationStartAt,
        at: now,
      });
    if (retiming.outcome.action === 'cancel') {
      await lifecycle.transitionIn(tx, {
        orderId: order.orderId,
        to: 'cancelled',
        actor: 'system',
        reason: retiming.outcome.reason,
        fields: { statusReason: retiming.outcome.reason },
      });
      return;
    }
    if (moved)
      await orderEvents(tx).recordInPlace({ orderId: order.orderId, reason: retimedEventReason, at: now });
  }

  /** Applies one due run; false when none is left (or every one is held by another sweeper). */
  function applyNextRun(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const repository = createTrainRunRetimingRepository(tx);
      const run = await repository.lockNextDueRun();
      if (!run) return false;
      const now = clock.now();
      for (const order of await repository.lockOpenOrdersOf(run.trainNumber, run.startDate))
        await retime(tx, run, order, now);
      await repository.markRetimed(run);
      return true;
    });
  }

  return {
    name: 'train-run-retiming',
    async run() {
      let applied = 0;
      while (applied < batchSize && (await applyNextRun())) applied += 1;
      return applied;
    },
  };
}
