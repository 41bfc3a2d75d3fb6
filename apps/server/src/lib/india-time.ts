/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

/** Minutes since midnight in India at `at`. */
export function minutesOfDayInIndia(at: Date): number {
  return Math.floor(msSinceIndiaMidnight(at) / 60_000);
}

/** The last midnight in India at or before `at` ("today" for the partner's board). */
export function startOfDayInIndia(at: Date): Date {
  return new Date(at.getTime() - msSinceIndiaMidnight(at));
}

function msSinceIndiaMidnight(at: Date): number {
  return (((at.getTime() + indiaOffsetMs) % dayMs) + dayMs) % dayMs;
}

/** The day of the week in India at `at`: 0 is Monday, 6 Sunday (1 January 1970 was a Thursday). */
export function weekDayIndexInIndia(at: Date): number {
  const daysSinceEpoch = Math.floor((at.getTime() + indiaOffsetMs) / dayMs);
  return (((daysSinceEpoch + 3) % 7) + 7) % 7;
}

const clockTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "11:00 pm": the time of day in India, as our messages and pages say it. */
export function indiaClockTime(at: Date): string {
  return clockTime.format(at);
}

const dayClockTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Tue, 8 Dec, 11:00 pm": a time in India that may be on another day than today. */
export function indiaDayClockTime(at: Date): string {
  return dayClockTime.format(at);
}
