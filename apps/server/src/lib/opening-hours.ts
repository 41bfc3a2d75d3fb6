import { weekDays } from '@railbite/contract/opening-hours';
import type { WeekDay } from '@railbite/contract/opening-hours';
import { minutesOfDayInIndia, weekDayIndexInIndia } from './india-time.ts';

/**
 * Whether a restaurant takes orders now: its partner's switch is on and the time in India is within
 * its opening hours. The one rule behind the catalog's `is_open_now`, the partner console's
 * `isOpenNow`, checkout's refusal of a closed restaurant and a train stop's kitchens at the arrival.
 */

/** A day's span as `restaurants.weekly_hours` stores it: `[opensAt, closesAt]`, `HH:MM`. */
export type StoredSpan = readonly [opensAt: string, closesAt: string];
/** Seven entries, Monday first; null is a day the kitchen does not open (ADR 037). */
export type StoredWeek = readonly (StoredSpan | null)[];

/**
 * Opening hours as stored (`HH:MM` or `HH:MM:SS`); closing before opening crosses midnight
 * (22:00–02:00). Without a week (`weeklyHours` null, the common case) the one span holds every day.
 */
export type OpeningHours = { opensAt: string; closesAt: string; weeklyHours: StoredWeek | null };
export type RestaurantOpening = OpeningHours & { isAcceptingOrders: boolean };

/** When a closed kitchen next opens: `HH:MM` India time, on `day` (`today` when it is today's). */
export type NextOpening = { opensAt: string; day: WeekDay; today: boolean };

export type OpeningState =
  | { isOpenNow: true }
  /** The partner switched the restaurant off: it opens when they switch it on again. */
  | { isOpenNow: false; closedBy: 'switch' }
  /** Outside its hours: when it opens next. */
  | ({ isOpenNow: false; closedBy: 'hours' } & NextOpening);

const minutesPerDay = 24 * 60;
const daysPerWeek = 7;
/**
 * The seed writes 00:00–23:59 for kitchens open all day; a closing time of 23:59 means midnight, so
 * such a kitchen is never closed for the last minute of the day.
 */
const endOfDayClosing = '23:59';

/** `HH:MM` of a stored time (`HH:MM:SS` keeps its first five characters). */
export function clockTime(stored: string): string {
  return stored.slice(0, 5);
}

/**
 * Parsed stored times: a train's station list checks hundreds of kitchens' hours per request, and
 * the catalog holds few distinct times (at most one per minute of the day, with or without seconds).
 */
const storedMinutes = new Map<string, number>();

function minutesOf(stored: string): number {
  const known = storedMinutes.get(stored);
  if (known !== undefined) return known;
  const [hours = 0, minutes = 0] = clockTime(stored).split(':').map(Number);
  const parsed = hours * 60 + minutes;
  if (storedMinutes.size < 2 * minutesPerDay) storedMinutes.set(stored, parsed);
  return parsed;
}

function closingMinutes(closesAt: string): number {
  return clockTime(closesAt) === endOfDayClosing ? minutesPerDay : minutesOf(closesAt);
}

/** Within the part of a span that lies on its own day (a crossing span: from opening to midnight). */
function withinSameDay(opensAt: string, closesAt: string, now: number): boolean {
  const opens = minutesOf(opensAt);
  const closes = closingMinutes(closesAt);
  if (opens === closes) return true;
  if (opens < closes) return now >= opens && now < closes;
  return now >= opens;
}

/** Within the part of yesterday's span that runs past midnight into today. */
function withinSpillover(opensAt: string, closesAt: string, now: number): boolean {
  const opens = minutesOf(opensAt);
  const closes = closingMinutes(closesAt);
  return opens > closes && now < closes;
}

/** Opening included, closing excluded; equal times would mean open around the clock. */
export function isWithinHours(hours: OpeningHours, at: Date): boolean {
  const now = minutesOfDayInIndia(at);
  const week = hours.weeklyHours;
  if (week === null)
    return (
      withinSameDay(hours.opensAt, hours.closesAt, now) || withinSpillover(hours.opensAt, hours.closesAt, now)
    );
  const day = weekDayIndexInIndia(at);
  const today = week[day];
  if (today && withinSameDay(today[0], today[1], now)) return true;
  const yesterday = week[(day + daysPerWeek - 1) % daysPerWeek];
  return yesterday ? withinSpillover(yesterday[0], yesterday[1], now) : false;
}

/** The span of a day of the week (0 = Monday), or null on a day the kitchen does not open. */
export function spanOfDay(hours: OpeningHours, day: number): { opensAt: string; closesAt: string } | null {
  const span = hours.weeklyHours === null ? [hours.opensAt, hours.closesAt] : hours.weeklyHours[day];
  return span ? { opensAt: clockTime(span[0]), closesAt: clockTime(span[1]) } : null;
}

/**
 * The span a kitchen open at `at` is open within: the day's own, or yesterday's running past
 * midnight. Undefined when it is closed then. What a train stop's list shows for the arrival.
 */
export function spanOpenAt(hours: OpeningHours, at: Date): { opensAt: string; closesAt: string } | undefined {
  if (!isWithinHours(hours, at)) return undefined;
  const now = minutesOfDayInIndia(at);
  const day = weekDayIndexInIndia(at);
  const today = spanOfDay(hours, day);
  if (today && withinSameDay(today.opensAt, today.closesAt, now)) return today;
  return spanOfDay(hours, (day + daysPerWeek - 1) % daysPerWeek) ?? undefined;
}

/** The hours of the day `at` falls on in India, as a sentence's end: "open 09:00–23:00", "closed on Mondays". */
export function hoursOnDayText(hours: OpeningHours, at: Date): string {
  const day = weekDayIndexInIndia(at);
  const span = spanOfDay(hours, day);
  return span ? `open ${span.opensAt}–${span.closesAt}` : `closed on ${weekDays[day] ?? 'that day'}s`;
}

/** The next opening after `at` (a later one today, else the first working day after): within a week. */
export function nextOpening(hours: OpeningHours, at: Date): NextOpening {
  const now = minutesOfDayInIndia(at);
  const day = weekDayIndexInIndia(at);
  for (let ahead = 0; ahead <= daysPerWeek; ahead++) {
    const index = (day + ahead) % daysPerWeek;
    const span = spanOfDay(hours, index);
    if (!span || (ahead === 0 && minutesOf(span.opensAt) <= now)) continue;
    return { opensAt: span.opensAt, day: weekDays[index] ?? 'Monday', today: ahead === 0 };
  }
  // Unreachable for a week with a working day; a week without one opens never, said as its usual time.
  return { opensAt: clockTime(hours.opensAt), day: weekDays[day] ?? 'Monday', today: false };
}

export function openingState(restaurant: RestaurantOpening, at: Date): OpeningState {
  if (!restaurant.isAcceptingOrders) return { isOpenNow: false, closedBy: 'switch' };
  if (isWithinHours(restaurant, at)) return { isOpenNow: true };
  return { isOpenNow: false, closedBy: 'hours', ...nextOpening(restaurant, at) };
}

/** What a customer reads about a closed restaurant: that it is closed and when it opens. */
export function closedMessage(restaurantName: string, state: Exclude<OpeningState, { isOpenNow: true }>) {
  if (state.closedBy === 'switch')
    return `${restaurantName} is closed and not taking orders right now. Please try again later.`;
  const when = state.today ? `at ${state.opensAt}` : `on ${state.day} at ${state.opensAt}`;
  return `${restaurantName} is closed now. It opens ${when} (India time).`;
}
