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
