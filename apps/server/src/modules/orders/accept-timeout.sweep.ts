import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** How many overdue orders one run rejects (the next run takes the rest). */
const batchSize = 50;

/**
 * A paid order no restaurant accepted by its `acceptBy` is rejected by the system and refunded
 * (issue 16: ORDER_ACCEPT_TIMEOUT). The deadline is a column, so it survives a restart.
 */
export function createAcceptTimeoutSweep({
  clock,
  orders,
  lifecycle,
}: {
  clock: Clock;
  orders: Pick<OrdersRepository, 'overdueForAcceptance'>;
  lifecycle: Pick<OrderLifecycle, 'transition'>;
}): Sweep {
  return {
    name: 'accept-timeout',
    async run() {
      const overdue = await orders.overdueForAcceptance(clock.now(), batchSize);
      let rejected = 0;
      for (const orderId of overdue) {
        // The restaurant may accept in the meantime: then the transition loses (409) and that is right.
        const moved = await lifecycle
          .transition({
            orderId,
            to: 'rejected',
            actor: 'system',
            reason: 'accept_timeout',
            fields: { statusReason: 'accept_timeout' },
          })
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof AppError && error.statusCode === 409) return false;
              throw error;
            },
          );
        if (moved) rejected += 1;
      }
      return rejected;
    },
  };
}
