import { describe, expect, it } from 'vitest';
import {
  addDays,
  boardingDayOffset,
  clockTimeOf,
  journeyStartDate,
  leavesOriginOn,
  scheduledInstant,
  scheduledTime,
  weekdayOf,
} from './journey-time.ts';

const monday = 0b0000001;
const sunday = 0b1000000;

describe('the journey date rule', () => {
  it('boarding on the departure day at the origin: the run starts that day', () => {
    expect(boardingDayOffset(16 * 60 + 55, 0)).toBe(0);
    expect(journeyStartDate('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('a departure after midnight is on day 2: the run left its origin the day before', () => {
    // Leaves at 22:00; a stop left 123 minutes later is left at 00:03 the next day.
    expect(boardingDayOffset(22 * 60, 122)).toBe(1);
    expect(boardingDayOffset(22 * 60, 119)).toBe(0);
    // Exactly midnight belongs to the new day.
    expect(boardingDayOffset(22 * 60, 120)).toBe(1);
    expect(journeyStartDate('2026-12-08', 1)).toBe('2026-12-07');
    // Day 3 of a long run, across a month and a year.
    expect(boardingDayOffset(6 * 60, 2 * 24 * 60)).toBe(2);
    expect(journeyStartDate('2027-01-01', 2)).toBe('2026-12-30');
  });

  it('the running days are the days it leaves its origin, Monday at bit 0', () => {
    expect(weekdayOf('2026-12-07')).toBe('mon');
    expect(weekdayOf('2026-12-13')).toBe('sun');
    expect(leavesOriginOn(monday, '2026-12-07')).toBe(true);
    expect(leavesOriginOn(monday, '2026-12-08')).toBe(false);
    expect(leavesOriginOn(sunday, '2026-12-13')).toBe(true);
    expect(leavesOriginOn(127, '2024-02-29')).toBe(true);
  });

  it('adds days across month ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('scheduled times in India (UTC+05:30)', () => {
  it('start date at midnight IST + the origin departure + the stop offset', () => {
    const arrival = scheduledInstant('2026-12-07', 22 * 60, 600);
    expect(arrival.toISOString()).toBe('2026-12-08T02:30:00.000Z');
    expect(scheduledTime(arrival)).toEqual({
      at: '2026-12-08T02:30:00.000Z',
      date: '2026-12-08',
      time: '08:00',
    });
  });

  it('a time before 05:30 IST is the previous day in UTC, and the date shown is India’s', () => {
    const early = scheduledInstant('2026-12-07', 0, 30);
    expect(early.toISOString()).toBe('2026-12-06T19:00:00.000Z');
    expect(scheduledTime(early)).toMatchObject({ date: '2026-12-07', time: '00:30' });
  });

  it('writes clock times of any minute count', () => {
    expect(clockTimeOf(22 * 60 + 123)).toBe('00:03');
    expect(clockTimeOf(0)).toBe('00:00');
    expect(clockTimeOf(3 * 1440 + 59)).toBe('00:59');
  });

  it('writes instants exactly as toISOString does, with India’s date and time', () => {
    const instants = ['2026-01-09T08:05:03.007Z', '2026-12-31T18:29:59.999Z', '2027-02-28T18:30:00.090Z'];
    for (const iso of instants) {
      const at = new Date(iso);
      const india = new Date(at.getTime() + 330 * 60_000).toISOString();
      expect(scheduledTime(at)).toEqual({ at: iso, date: india.slice(0, 10), time: india.slice(11, 16) });
    }
    expect(scheduledTime(new Date('2026-12-31T18:30:00.000Z'))).toMatchObject({
      date: '2027-01-01',
      time: '00:00',
    });
  });
});
