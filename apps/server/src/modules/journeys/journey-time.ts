import type { ScheduledTime } from '@railbite/contract/journeys';
import { weekdays } from '@railbite/contract/train-rules';
import type { Weekday } from '@railbite/contract/train-rules';

// The journey's calendar (ADR 029): the date a passenger boards, the date the train left its origin,
// and the instants of its scheduled stops, all in India time (UTC+05:30, no daylight saving).

const minuteMs = 60_000;
const dayMinutes = 24 * 60;
const indiaOffsetMinutes = 5 * 60 + 30;

/** A calendar date, YYYY-MM-DD, `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const utc = Date.parse(`${date}T00:00:00Z`) + days * dayMinutes * minuteMs;
  return new Date(utc).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (dayMinutes * minuteMs),
  );
}

/** The weekday of a calendar date, as the trains' running days name it. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; weekdays start on Monday.
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/** Whether a train whose running days are `runsOn` (bit 0 Monday … bit 6 Sunday) leaves its origin on `date`. */
export function leavesOriginOn(runsOn: number, date: string): boolean {
  return (runsOn & (1 << weekdays.indexOf(weekdayOf(date)))) !== 0;
}

/** The date in India at an instant. */
export function indiaDateOf(at: Date): string {
  return new Date(at.getTime() + indiaOffsetMinutes * minuteMs).toISOString().slice(0, 10);
}

/**
 * How many days after leaving its origin the train leaves the boarding stop: its departure there,
 * counted from midnight of the origin's departure day. Counted from the departure rather than the
 * stop's `day` (the day it arrives), as a halt can cross midnight and the passenger boards on departure.
 */
export function boardingDayOffset(departureMinuteOfDay: number, boardingDepartureMinutes: number): number {
  return Math.floor((departureMinuteOfDay + boardingDepartureMinutes) / dayMinutes);
}

/** The date the train leaves its origin, for a passenger boarding on `boardingDate`. */
export function journeyStartDate(boardingDate: string, dayOffset: number): string {
  return addDays(boardingDate, -dayOffset);
}

/**
 * A scheduled moment of a run: midnight (India) of the start date + the origin's departure time of
 * day + the stop's minutes after that departure.
 */
export function scheduledInstant(
  startDate: string,
  departureMinuteOfDay: number,
  offsetMinutes: number,
): Date {
  const indiaMidnight = Date.parse(`${startDate}T00:00:00Z`) - indiaOffsetMinutes * minuteMs;
  return new Date(indiaMidnight + (departureMinuteOfDay + offsetMinutes) * minuteMs);
}

const twoDigits = (value: number) => (value < 10 ? `0${String(value)}` : String(value));

/** `YYYY-MM-DD` and `HH:MM` of an instant read in UTC (years 1000–9999, as every timetable date). */
function utcParts(at: Date) {
  const date = `${String(at.getUTCFullYear())}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
  return { date, time: `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}` };
}

/**
 * An instant with the date and clock time a passenger in India reads. Written by hand rather than
 * with `toISOString`: a station list formats hundreds of instants, and this is several times faster.
 */
export function scheduledTime(at: Date): ScheduledTime {
  const utc = utcParts(at);
  const millis = at.getUTCMilliseconds();
  const seconds = `${twoDigits(at.getUTCSeconds())}.${millis < 100 ? `0${twoDigits(millis)}` : String(millis)}`;
  const india = utcParts(new Date(at.getTime() + indiaOffsetMinutes * minuteMs));
  return { at: `${utc.date}T${utc.time}:${seconds}Z`, date: india.date, time: india.time };
}

/** `HH:MM` of a minute of the day (any whole number of minutes after a midnight). */
export function clockTimeOf(minutes: number): string {
  const ofDay = ((minutes % dayMinutes) + dayMinutes) % dayMinutes;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}

/** "Saturday 3 January 2026", for messages. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
