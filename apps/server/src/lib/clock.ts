/** The one source of "now", so tests can move time (token expiry, rate windows). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export function createManualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    /** Puts the clock at `at` (a test of a timetable picks the moment it is about). */
    set(at: Date) {
      current = at.getTime();
    },
  };
}
