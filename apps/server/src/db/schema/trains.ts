import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timeSources } from '@railbite/contract/train-rules';

// Trains and their scheduled stops, converted from the open railway data and written by the seed
// (ADR 027). Read-only for the app: a timetable change is a new conversion, not an edit.

/** Where a stop's times come from: the 2017 timetable, or interpolated between timed neighbours. */
export const trainTimeSourceEnum = pgEnum('train_time_source', timeSources);

/** Every station a converted train stops at. Coordinates are missing for a few (both or neither). */
export const stations = pgTable(
  'stations',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    check('stations_code_format', sql`${table.code} ~ '^[A-Z]{1,5}$'`),
    check('stations_point_whole', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);

export const trains = pgTable(
  'trains',
  {
    /** Five digits, as printed on tickets ("12301"). */
    number: text('number').primaryKey(),
    name: text('name').notNull(),
    originCode: text('origin_code')
      .notNull()
      .references(() => stations.code),
    destinationCode: text('destination_code')
      .notNull()
      .references(() => stations.code),
    /** Days it leaves its origin: bit 0 Monday … bit 6 Sunday. */
    runsOn: smallint('runs_on').notNull(),
    /** The origin's departure, minutes after midnight IST; stop times count from it. */
    departureMinuteOfDay: smallint('departure_minute_of_day').notNull(),
    /**
     * What a name search matches, lower-cased: the number, the name and the origin's and destination's names, as
     * travellers call trains by their ends ("howrah rajdhani"). Written by the seed.
     */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    check('trains_number_format', sql`${table.number} ~ '^[0-9]{5}$'`),
    check('trains_runs_on', sql`${table.runsOn} between 1 and 127`),
    check('trains_departure_minute', sql`${table.departureMinuteOfDay} between 0 and 1439`),
    // A number typed so far ("123") is a prefix search; the primary key's index cannot serve LIKE
    // under a non-C collation.
    index('trains_number_prefix_idx').on(table.number.op('text_pattern_ops')),
    // Typo-tolerant search, as the catalog's (read-fast GIN: written only by the seed).
    index('trains_search_text_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('trains_search_text_lower', sql`${table.searchText} = lower(${table.searchText})`),
  ],
);

export const trainStops = pgTable(
  'train_stops',
  {
    // No foreign keys on the ~46,000 stops: their checks were a third of the seed's time on every fresh
    // database (ADR 027). The conversion validates the data and a seed test joins every stop to its
    // train and station; nothing but the seed writes these tables.
    trainNumber: text('train_number').notNull(),
    /** 1 at the origin, then 2, 3… without gaps. */
    sequence: smallint('sequence').notNull(),
    stationCode: text('station_code').notNull(),
    /** Minutes after the origin's departure; null at the origin. */
    arrivalMinutes: integer('arrival_minutes'),
    /** Minutes after the origin's departure; null at the destination. */
    departureMinutes: integer('departure_minutes'),
    /** 1 on the day the train leaves its origin (the day of arrival here; at the origin, of departure). */
    day: smallint('day').notNull(),
    distanceKm: smallint('distance_km').notNull(),
    /** Null at the ends and where the time is interpolated (the halt is not known). */
    haltMinutes: smallint('halt_minutes'),
    timeSource: trainTimeSourceEnum('time_source').notNull(),
  },
  (table) => [
    primaryKey({ name: 'train_stops_pk', columns: [table.trainNumber, table.sequence] }),
    // The trains calling at a station (the station list, restaurants serving a stop); a train calls at
    // a station once, so "this train's stop at X" is one row. One index for both: each index on the
    // stops costs the seed time on every fresh database.
    unique('train_stops_station_train_unique').on(table.stationCode, table.trainNumber),
    check('train_stops_sequence', sql`${table.sequence} >= 1`),
    check('train_stops_day', sql`${table.day} >= 1`),
    check('train_stops_distance', sql`${table.distanceKm} >= 0`),
    check(
      'train_stops_times',
      sql`num_nonnulls(${table.arrivalMinutes}, ${table.departureMinutes}) >= 1
        and (${table.arrivalMinutes} is null) = (${table.sequence} = 1)
        and coalesce(${table.departureMinutes} >= ${table.arrivalMinutes}, true)
        and coalesce(${table.arrivalMinutes}, ${table.departureMinutes}) >= 0`,
    ),
    check(
      'train_stops_halt',
      sql`${table.haltMinutes} is null or (${table.timeSource} = 'timetable'
        and ${table.haltMinutes} = ${table.departureMinutes} - ${table.arrivalMinutes})`,
    ),
  ],
);
