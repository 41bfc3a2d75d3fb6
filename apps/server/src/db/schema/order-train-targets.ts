import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { stations, trains } from './trains.ts';

/**
 * The seat an order goes to (issue 17, ADR 030), one row per train order; an address order has none.
 * The run is (train_number, start_date): a delay recorded for it re-times `expected_arrival_at`.
 */
export const orderTrainTargets = pgTable(
  'order_train_targets',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trainNumber: text('train_number')
      .notNull()
      .references(() => trains.number),
    /** The date in India the passenger boards (ADR 029), as on the ticket. */
    boardingDate: date('boarding_date', { mode: 'string' }).notNull(),
    /** The date the train left its origin: the run. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    boardingStationCode: text('boarding_station_code')
      .notNull()
      .references(() => stations.code),
    /** Where the food is handed over. */
    stationCode: text('station_code')
      .notNull()
      .references(() => stations.code),
    coach: text('coach').notNull(),
    berth: smallint('berth').notNull(),
    /** Personal data: blanked when the customer erases their account. */
    passengerName: text('passenger_name').notNull(),
    passengerMobile: text('passenger_mobile').notNull(),
    alternateMobile: text('alternate_mobile'),
    /** The timetable's arrival at the station for this run; the promised time. */
    scheduledArrivalAt: timestamp('scheduled_arrival_at', { withTimezone: true }).notNull(),
    /** The scheduled arrival until a delay re-times it. */
    expectedArrivalAt: timestamp('expected_arrival_at', { withTimezone: true }).notNull(),
    /**
     * When the kitchen should start on the food for the expected arrival, set when a delay re-times the
     * order (ADR 031); null while the train runs as scheduled.
     */
    preparationStartAt: timestamp('preparation_start_at', { withTimezone: true }),
    /** Told by the passenger at the seat; the restaurant marks the order delivered only with it. */
    deliveryCode: text('delivery_code').notNull(),
    deliveryCodeFailures: smallint('delivery_code_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A delay for a run finds its orders by this index.
    index('order_train_targets_run_idx').on(table.trainNumber, table.startDate),
    // Support finds a caller's seat orders by the passenger's number (ADR 040).
    index('order_train_targets_passenger_mobile_idx').on(table.passengerMobile),
    check('order_train_targets_code_format', sql`${table.deliveryCode} ~ '^[0-9]{4}$'`),
    check('order_train_targets_berth_range', sql`${table.berth} between 1 and 81`),
    check('order_train_targets_failures', sql`${table.deliveryCodeFailures} >= 0`),
  ],
);
