import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRateCounter } from '../../lib/rate-limit.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import { createOrderTransitionsRepository } from '../orders/order-transitions.repository.ts';
import { createTrainRunRetimingRepository } from './train-run-retiming.repository.ts';
import { createTrainRunRetimingSweep } from './train-run-retiming.sweep.ts';
import type { TrainRunsRepository } from './train-runs.repository.ts';
import { trainRunsRoutes } from './train-runs.routes.ts';
import { createTrainRunsService } from './train-runs.service.ts';
import type { TrainsRepository } from './trains.repository.ts';

/**
 * Reports per reporter: a partner reports a few trains a day and an admin a few dozen in a bad hour;
 * each report may re-time and refund many customers' orders (ADR 031).
 */
const reportsPerUser = { points: 30, durationSeconds: 10 * 60 };

/** Delays and cancellations of train runs: the admin's and partner's report, and the re-timing sweep. */
export async function registerTrainRuns(
  app: FastifyInstance,
  {
    db,
    clock,
    redis,
    runs,
    trains,
    lifecycle,
  }: {
    db: Db;
    clock: Clock;
    redis: Redis | undefined;
    runs: TrainRunsRepository;
    trains: Pick<TrainsRepository, 'findByNumber'>;
    lifecycle: Pick<OrderLifecycle, 'transitionIn'>;
  },
): Promise<{ sweeps: Sweep[] }> {
  const retiming = createTrainRunRetimingRepository(db);
  await app.register(trainRunsRoutes, {
    trainRuns: createTrainRunsService({
      runs,
      trains,
      openOrdersOfRun: (trainNumber, startDate) => retiming.countOpenOrdersOf(trainNumber, startDate),
      limiter: createRateCounter('train_run_reports', reportsPerUser, redis),
      clock,
    }),
  });
  return {
    sweeps: [
      createTrainRunRetimingSweep({ db, clock, lifecycle, orderEvents: createOrderTransitionsRepository }),
    ],
  };
}
