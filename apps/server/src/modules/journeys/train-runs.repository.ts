import { and, eq, sql } from 'drizzle-orm';
import type { TrainRunSource } from '@railbite/contract/train-run-rules';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { restaurantMembers } from '../../db/schema/partners.ts';
import { trainRuns } from '../../db/schema/train-runs.ts';
import { trainStops } from '../../db/schema/trains.ts';

export type TrainRunRow = typeof trainRuns.$inferSelect;

export type TrainRunReport = {
  trainNumber: string;
  startDate: string;
  delayMinutes: number;
  cancelled: boolean;
  source: TrainRunSource;
  reportedByUserId: number | null;
  at: Date;
};

/** Reports of train runs (ADR 031): one row per run, replaced by each report. */
export function createTrainRunsRepository(db: Db) {
  return {
    /**
     * Replaces the run's state with a report and counts it (`version`): the re-timing sweep applies
     * every version it has not applied yet, so a report is never lost to one being applied.
     */
    async record(report: TrainRunReport): Promise<TrainRunRow> {
      const state = {
        delayMinutes: report.delayMinutes,
        cancelled: report.cancelled,
        source: report.source,
        reportedByUserId: report.reportedByUserId,
        updatedAt: report.at,
      };
      const [row] = await db
        .insert(trainRuns)
        .values({ trainNumber: report.trainNumber, startDate: report.startDate, ...state })
        .onConflictDoUpdate({
          target: [trainRuns.trainNumber, trainRuns.startDate],
          set: { ...state, version: sql`${trainRuns.version} + 1` },
        })
        .returning();
      if (!row) throw new Error(`train run ${report.trainNumber} ${report.startDate} was not written`);
      return row;
    },

    async find(trainNumber: string, startDate: string): Promise<TrainRunRow | undefined> {
      const [row] = await db
        .select()
        .from(trainRuns)
        .where(and(eq(trainRuns.trainNumber, trainNumber), eq(trainRuns.startDate, startDate)));
      return row;
    },

    /** Whether one of the partner's restaurants serves a station on the train's route. */
    async partnerServesTrain(userId: number, trainNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(restaurantMembers)
        .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
        .innerJoin(
          trainStops,
          and(eq(trainStops.stationCode, restaurants.stationCode), eq(trainStops.trainNumber, trainNumber)),
        )
        .where(eq(restaurantMembers.userId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type TrainRunsRepository = ReturnType<typeof createTrainRunsRepository>;
