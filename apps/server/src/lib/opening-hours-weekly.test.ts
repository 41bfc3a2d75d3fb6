import { describe, expect, it } from 'vitest';
import { weekDays } from '@railbite/contract/opening-hours';
import type { WeekDay } from '@railbite/contract/opening-hours';
import { createManualClock } from './clock.ts';
import { closedMessage, hoursOnDayText, isWithinHours, nextOpening, openingState } from './opening-hours.ts';
import type { OpeningHours, StoredSpan } from './opening-hours.ts';

/** A clock at this day and time in India, in the week of Monday 2 March 2026. */
function clockAt(day: WeekDay, time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const utc = Date.UTC(2026, 2, 2 + weekDays.indexOf(day), hours, minutes) - (5 * 60 + 30) * 60_000;
  return createManualClock(new Date(utc));
}
const at = (day: WeekDay, time: string) => clockAt(day, time).now();

/** A week from day → span; days left out are closed. */
function week(days: Partial<Record<WeekDay, StoredSpan>>): OpeningHours {
  return { opensAt: '09:00', closesAt: '23:00', weeklyHours: weekDays.map((day) => days[day] ?? null) };
}

describe('isWithinHours with a week', () => {
  const weekdaysOnly = week({
    Monday: ['09:00', '17:00'],
    Tuesday: ['09:00', '17:00'],
    Wednesday: ['09:00', '17:00'],
    Thursday: ['09:00', '17:00'],
    Friday: ['10:00', '14:00'],
  });

  it.each(weekDays.map((day) => [day]))('opens on its working days and not on its closed ones: %s', (day) => {
    const working = !['Saturday', 'Sunday'].includes(day);
    const opens = day === 'Friday' ? '10:00' : '09:00';
    expect(isWithinHours(weekdaysOnly, at(day, opens))).toBe(working);
    expect(isWithinHours(weekdaysOnly, at(day, '13:59'))).toBe(working);
    expect(isWithinHours(weekdaysOnly, at(day, '08:59'))).toBe(false);
    expect(isWithinHours(weekdaysOnly, at(day, day === 'Friday' ? '14:00' : '17:00'))).toBe(false);
  });

  it('runs Monday 22:00–02:00 into Tuesday 02:00 although Tuesday is closed', () => {
    const mondayNights = week({ Monday: ['22:00', '02:00'] });
    expect(isWithinHours(mondayNights, at('Monday', '21:59'))).toBe(false);
    expect(isWithinHours(mondayNights, at('Monday', '22:00'))).toBe(true);
    expect(isWithinHours(mondayNights, at('Monday', '23:59'))).toBe(true);
    expect(isWithinHours(mondayNights, at('Tuesday', '00:00'))).toBe(true);
    expect(isWithinHours(mondayNights, at('Tuesday', '01:59'))).toBe(true);
    expect(isWithinHours(mondayNights, at('Tuesday', '02:00'))).toBe(false);
    expect(isWithinHours(mondayNights, at('Tuesday', '22:30'))).toBe(false);
    // Sunday is closed, so nothing spills into Monday's small hours.
    expect(isWithinHours(mondayNights, at('Monday', '01:00'))).toBe(false);
  });

  it('ends a day closing at 23:59 at midnight, without running into a closed next day', () => {
    const saturdayAllDay = week({ Saturday: ['00:00', '23:59'] });
    expect(isWithinHours(saturdayAllDay, at('Saturday', '00:00'))).toBe(true);
    expect(isWithinHours(saturdayAllDay, at('Saturday', '23:59'))).toBe(true);
    expect(isWithinHours(saturdayAllDay, at('Sunday', '00:00'))).toBe(false);
    expect(isWithinHours(saturdayAllDay, at('Friday', '23:59'))).toBe(false);
  });

  it('turns the day at midnight India time, whatever the process time zone', () => {
    const clock = clockAt('Monday', '23:59');
    const mondayOnly = week({ Monday: ['09:00', '23:59'] });
    expect(isWithinHours(mondayOnly, clock.now())).toBe(true);
    clock.advance(60_000);
    expect(isWithinHours(mondayOnly, clock.now())).toBe(false);
  });
});

describe('nextOpening and the closed message', () => {
  const weekendsOff = week({
    Monday: ['09:00', '23:00'],
    Tuesday: ['09:00', '23:00'],
    Wednesday: ['09:00', '23:00'],
    Thursday: ['09:00', '23:00'],
    Friday: ['11:00', '01:00'],
  });

  it('is later today before the day’s opening', () => {
    expect(nextOpening(weekendsOff, at('Wednesday', '07:00'))).toEqual({
      opensAt: '09:00',
      day: 'Wednesday',
      today: true,
    });
  });

  it('names the next working day after a closed weekend', () => {
    expect(nextOpening(weekendsOff, at('Saturday', '02:00'))).toEqual({
      opensAt: '09:00',
      day: 'Monday',
      today: false,
    });
    const state = openingState({ ...weekendsOff, isAcceptingOrders: true }, at('Sunday', '12:00'));
    if (state.isOpenNow || state.closedBy !== 'hours') throw new Error('expected closed by its hours');
    expect(closedMessage('Dosa Point', state)).toBe(
      'Dosa Point is closed now. It opens on Monday at 09:00 (India time).',
    );
  });

  it('is open in Friday’s late hours on Saturday morning', () => {
    expect(openingState({ ...weekendsOff, isAcceptingOrders: true }, at('Saturday', '00:30'))).toEqual({
      isOpenNow: true,
    });
  });

  it('opens the next day with one span every day once today’s hours are over', () => {
    const daily: OpeningHours = { opensAt: '09:00:00', closesAt: '23:00:00', weeklyHours: null };
    expect(nextOpening(daily, at('Sunday', '23:30'))).toEqual({
      opensAt: '09:00',
      day: 'Monday',
      today: false,
    });
  });

  it('says the hours of the day a moment falls on', () => {
    expect(hoursOnDayText(weekendsOff, at('Friday', '08:00'))).toBe('open 11:00–01:00');
    expect(hoursOnDayText(weekendsOff, at('Sunday', '08:00'))).toBe('closed on Sundays');
  });
});
