import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trainRunSources } from '@railbite/contract/train-run-rules';
import { trains } from './trains.ts';
import { users } from './users.ts';

/** Who reported a run's state: an admin, a partner serving the train, or a live provider (ADR 031). */
export const trainRunSourceEnum = pgEnum('train_run_source', trainRunSources);

/**
 * What is known of one run (a train and the date it left its origin) beyond the timetable: its
 * current delay, or that it is cancelled. One row per run, replaced by each report; a run without a
 * row runs as scheduled. `version` counts the reports and `retimed_version` is the last one the
 * re-timing sweep applied to the run's orders: a row whose version is ahead is due (ADR 031).
 */
export const trainRuns = pgTable(
  'train_runs',
  {
    trainNumber: text('train_number')
      .notNull()
      .references(() => trains.number),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    delayMinutes: smallint('delay_minutes').notNull(),
    cancelled: boolean('cancelled').notNull(),
    source: trainRunSourceEnum('source').notNull(),
    /** The admin or partner who reported it; null for a provider (and once the account is erased). */
    reportedByUserId: bigint('reported_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    retimedVersion: integer('retimed_version').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'train_runs_pk', columns: [table.trainNumber, table.startDate] }),
    check('train_runs_delay_range', sql`${table.delayMinutes} between 0 and 1440`),
    check(
      'train_runs_versions',
      sql`${table.version} >= 1 and ${table.retimedVersion} between 0 and ${table.version}`,
    ),
    // The re-timing sweep reads only the runs whose latest report it has not applied yet.
    index('train_runs_due_idx')
      .on(table.updatedAt)
      .where(sql`${table.version} > ${table.retimedVersion}`),
  ],
);
