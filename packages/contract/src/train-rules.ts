// Trains and their scheduled times (issue 17, ADR 027): the constants, without zod, so web code that
// only shows the attribution or a label stays light.

/**
 * The attribution the Government Open Data Licence – India requires wherever times derived from the
 * Ministry of Railways' 2017 timetable are shown (README, and every page or response that shows them).
 */
export const timetableAttribution =
  'Train timetable: Ministry of Railways, Government of India, Open Government Data Platform India ' +
  '(data.gov.in), Government Open Data Licence – India.';

/**
 * How those times are labelled: the 2017 timetable, partly interpolated, is an estimate of today's
 * schedule and never the train's live position.
 */
export const scheduledTimeLabel = 'Scheduled (2017 timetable)';

/** Where a stop's time comes from: the timetable row, or a straight line between timed neighbours. */
export const timeSources = ['timetable', 'interpolated'] as const;
export type TimeSource = (typeof timeSources)[number];

/** Days a train leaves its origin, Monday first (bit 0 of the stored mask is Monday). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export const trainSearchLimits = { minLength: 2, maxLength: 60, results: 20 } as const;

/** A halt this short (minutes) leaves little time to hand food over: the station list warns about it. */
export const shortHaltMinutes = 2;

/** Minutes before a stop's scheduled arrival a restaurant stops taking orders for it, unless it sets its own. */
export const defaultOrderCutoffMinutes = 60;
/** Bounds of a restaurant's own cut-off (`restaurants.order_cutoff_minutes`). */
export const orderCutoffLimits = { min: 15, max: 360 } as const;

/**
 * Journey dates the station list answers, counted in India days from today: a few days back (the
 * passenger may still be on a long run that they boarded then) up to the railway's booking horizon.
 */
export const journeyDateWindow = { daysBack: 4, daysAhead: 120 } as const;

/**
 * What a stop after boarding offers: `open` (at least one restaurant still takes orders for it), or why
 * not. `passed`: the train has already been there; `ordering_closed`: every cut-off has passed;
 * `no_restaurants`: no restaurant at that station is open at the arrival time; `train_cancelled`: the
 * railway cancelled this run (ADR 031).
 */
export const upcomingStationStatuses = [
  'open',
  'passed',
  'ordering_closed',
  'no_restaurants',
  'train_cancelled',
] as const;
export type UpcomingStationStatus = (typeof upcomingStationStatuses)[number];

/** Refusals of a journey, each a 4xx whose message says what to do instead. */
export const journeyErrorCodes = {
  trainNotFound: 'TRAIN_NOT_FOUND',
  trainNotRunning: 'TRAIN_NOT_RUNNING',
  stationNotOnRoute: 'STATION_NOT_ON_ROUTE',
  journeyDateOutOfRange: 'JOURNEY_DATE_OUT_OF_RANGE',
} as const;

/** A PNR is ten digits, printed at the top left of a ticket. */
export const pnrPattern = /^\d{10}$/;

/** A coach as printed on the ticket: a class letter or two and a number (B2, S7, A1, HA1, CC3). */
export const coachPattern = /^[A-Z]{1,2}[1-9]\d?$/;
export const coachMessage = 'Enter the coach as on your ticket, like B2, S7 or A1';
/** Berths as numbered in Indian Railways coaches (a sleeper has 72, a chair car up to 81 seats). */
export const berthLimits = { min: 1, max: 81 } as const;
export const berthMessage = `Enter the berth or seat number, ${berthLimits.min} to ${berthLimits.max}`;
export const passengerNameLimits = { min: 2, max: 60 } as const;

/**
 * The code the passenger tells whoever brings the food to the seat: 4 digits. After this many wrong
 * tries the order cannot be marked delivered with a code until an admin looks at it.
 */
export const deliveryCodeLength = 4;
export const deliveryCodeMaxFailures = 5;
