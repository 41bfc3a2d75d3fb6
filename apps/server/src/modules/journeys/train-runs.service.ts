import type { RecordTrainRunBody, TrainRunStatus } from '@railbite/contract/train-runs';
import { trainRunErrorCodes } from '@railbite/contract/train-run-rules';
import { journeyDateWindow, journeyErrorCodes } from '@railbite/contract/trains';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../lib/clock.ts';
import { AppError, InvalidInputError } from '../../lib/errors.ts';
import { spend } from '../../lib/rate-limit.ts';
import { addDays, daysBetween, indiaDateOf, leavesOriginOn, longDate } from './journey-time.ts';
import type { TrainRunRow, TrainRunsRepository } from './train-runs.repository.ts';
import type { TrainsRepository } from './trains.repository.ts';

/** Who reports: an admin for any run, a partner for a train one of their restaurants serves. */
export type TrainRunReporter = { role: 'admin' | 'partner'; userId: number };

/**
 * Start dates a report may name, in India days from today: a run that left its origin up to a week
 * ago may still be on its way (a passenger aboard since 4 days back on a 4-day train), and the
 * railway announces cancellations ahead, up to its booking horizon.
 */
const reportWindow = { daysBack: journeyDateWindow.daysBack + 3, daysAhead: journeyDateWindow.daysAhead };

export function toTrainRunStatus(row: TrainRunRow): TrainRunStatus {
  return {
    trainNumber: row.trainNumber,
    startDate: row.startDate,
    delayMinutes: row.delayMinutes,
    cancelled: row.cancelled,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Records a delay or a cancellation of a run (issue 17, ADR 031). The change is a row: the re-timing
 * sweep re-times the run's open orders and cancels and refunds those that can no longer be delivered.
 */
export function createTrainRunsService({
  runs,
  trains,
  openOrdersOfRun,
  limiter,
  clock,
}: {
  runs: Pick<TrainRunsRepository, 'record' | 'partnerServesTrain'>;
  trains: Pick<TrainsRepository, 'findByNumber'>;
  /** How many open orders go to the run (they are what the report changes). */
  openOrdersOfRun: (trainNumber: string, startDate: string) => Promise<number>;
  limiter: RateLimiterAbstract;
  clock: Clock;
}) {
  return {
    async record(reporter: TrainRunReporter, body: RecordTrainRunBody) {
      // Each report re-times and may cancel many customers' orders: a runaway client must not churn them.
      await spend(
        limiter,
        String(reporter.userId),
        'Too many train reports. Please wait a minute and try again.',
      );
      const train = await trains.findByNumber(body.trainNumber);
      if (!train)
        throw new AppError(
          404,
          journeyErrorCodes.trainNotFound,
          `There is no train ${body.trainNumber} in the timetable. Check the number.`,
        );
      if (reporter.role === 'partner' && !(await runs.partnerServesTrain(reporter.userId, train.number)))
        throw new AppError(
          403,
          trainRunErrorCodes.trainNotServed,
          `None of your restaurants serves a station on train ${train.number}'s route, so you cannot report on it.`,
        );
      const today = indiaDateOf(clock.now());
      const fromToday = daysBetween(today, body.startDate);
      if (fromToday < -reportWindow.daysBack || fromToday > reportWindow.daysAhead)
        throw new InvalidInputError(
          'startDate',
          `Choose a start date from ${longDate(addDays(today, -reportWindow.daysBack))} to ` +
            `${longDate(addDays(today, reportWindow.daysAhead))}.`,
          journeyErrorCodes.journeyDateOutOfRange,
        );
      if (!leavesOriginOn(train.runsOn, body.startDate))
        throw new InvalidInputError(
          'startDate',
          `Train ${train.number} does not leave ${train.originName} on ${longDate(body.startDate)}. ` +
            'Give the date it left its origin.',
          journeyErrorCodes.trainNotRunning,
        );
      const row = await runs.record({
        ...body,
        source: reporter.role,
        reportedByUserId: reporter.userId,
        at: clock.now(),
      });
      return {
        run: toTrainRunStatus(row),
        openOrders: await openOrdersOfRun(row.trainNumber, row.startDate),
      };
    },
  };
}

export type TrainRunsService = ReturnType<typeof createTrainRunsService>;
