import { minutesOfDayInIndia } from './india-time.ts';

/**
 * Whether a restaurant takes orders now: its partner's switch is on and the time in India is within
 * its opening hours. The one rule behind the catalog's `is_open_now`, the partner console's
 * `isOpenNow` and checkout's refusal of a closed restaurant.
 */

/** Opening hours as stored (`HH:MM` or `HH:MM:SS`); closing before opening crosses midnight (22:00–02:00). */
export type OpeningHours = { opensAt: string; closesAt: string };
export type RestaurantOpening = OpeningHours & { isAcceptingOrders: boolean };

export type OpeningState =
  | { isOpenNow: true }
  /** The partner switched the restaurant off: it opens when they switch it on again. */
  | { isOpenNow: false; closedBy: 'switch' }
  /** Outside its hours: it opens at `opensAt` (`HH:MM`, India time). */
  | { isOpenNow: false; closedBy: 'hours'; opensAt: string };

const minutesPerDay = 24 * 60;
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

/** Opening included, closing excluded; equal times would mean open around the clock. */
export function isWithinHours(hours: OpeningHours, at: Date): boolean {
  const now = minutesOfDayInIndia(at);
  const opens = minutesOf(hours.opensAt);
  const closes = clockTime(hours.closesAt) === endOfDayClosing ? minutesPerDay : minutesOf(hours.closesAt);
  if (opens === closes) return true;
  if (opens < closes) return now >= opens && now < closes;
  return now >= opens || now < closes;
}

export function openingState(restaurant: RestaurantOpening, at: Date): OpeningState {
  if (!restaurant.isAcceptingOrders) return { isOpenNow: false, closedBy: 'switch' };
  if (isWithinHours(restaurant, at)) return { isOpenNow: true };
  return { isOpenNow: false, closedBy: 'hours', opensAt: clockTime(restaurant.opensAt) };
}

/** What a customer reads about a closed restaurant: that it is closed and when it opens. */
export function closedMessage(restaurantName: string, state: Exclude<OpeningState, { isOpenNow: true }>) {
  return state.closedBy === 'switch'
    ? `${restaurantName} is closed and not taking orders right now. Please try again later.`
    : `${restaurantName} is closed now. It opens at ${state.opensAt} (India time).`;
}
