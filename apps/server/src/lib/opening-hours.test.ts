import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { minutesOfDayInIndia, startOfDayInIndia, weekDayIndexInIndia } from './india-time.ts';
import { closedMessage, isWithinHours, openingState } from './opening-hours.ts';

/** A clock standing at this time of day in India (IST = UTC+05:30), on Sunday 1 March 2026. */
function clockAtIndiaTime(time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const utc = Date.UTC(2026, 2, 1, hours, minutes) - (5 * 60 + 30) * 60_000;
  return createManualClock(new Date(utc));
}

const dayHours = { opensAt: '09:00:00', closesAt: '23:00:00', weeklyHours: null };
const nightHours = { opensAt: '22:00', closesAt: '02:00', weeklyHours: null };

describe('minutesOfDayInIndia', () => {
  it('reads the time in India, whatever the process time zone', () => {
    expect(minutesOfDayInIndia(new Date('2026-03-01T00:00:00Z'))).toBe(5 * 60 + 30);
    expect(minutesOfDayInIndia(new Date('2026-03-01T18:29:00Z'))).toBe(23 * 60 + 59);
    expect(minutesOfDayInIndia(new Date('2026-03-01T18:30:00Z'))).toBe(0);
  });

  it('reads the day of the week in India: Monday is 0, and it turns at midnight India time', () => {
    expect(weekDayIndexInIndia(new Date('2026-03-01T18:29:00Z'))).toBe(6);
    expect(weekDayIndexInIndia(new Date('2026-03-01T18:30:00Z'))).toBe(0);
    expect(weekDayIndexInIndia(new Date('1970-01-01T00:00:00Z'))).toBe(3);
    expect(weekDayIndexInIndia(new Date('1969-12-28T12:00:00Z'))).toBe(6);
  });

  it('starts the day at midnight in India (18:30 UTC the day before)', () => {
    expect(startOfDayInIndia(new Date('2026-03-01T18:29:59Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
    expect(startOfDayInIndia(new Date('2026-03-01T18:30:00Z')).toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
  });
});

describe('isWithinHours', () => {
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['14:30', true],
    ['22:59', true],
    ['23:00', false],
    ['03:00', false],
  ])('daytime hours 09:00–23:00 at %s → %s', (time, open) => {
    expect(isWithinHours(dayHours, clockAtIndiaTime(time).now())).toBe(open);
  });

  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['01:59', true],
    ['02:00', false],
    ['12:00', false],
  ])('hours crossing midnight 22:00–02:00 at %s → %s', (time, open) => {
    expect(isWithinHours(nightHours, clockAtIndiaTime(time).now())).toBe(open);
  });

  it('keeps a kitchen open all day when it closes at 23:59 (the seed’s all-day hours)', () => {
    const allDay = { opensAt: '00:00:00', closesAt: '23:59:00', weeklyHours: null };
    for (const time of ['00:00', '12:00', '23:58', '23:59'])
      expect(isWithinHours(allDay, clockAtIndiaTime(time).now()), time).toBe(true);
  });

  it('moves with the injected clock', () => {
    const clock = clockAtIndiaTime('22:59');
    expect(isWithinHours(dayHours, clock.now())).toBe(true);
    clock.advance(60_000);
    expect(isWithinHours(dayHours, clock.now())).toBe(false);
  });
});

describe('openingState', () => {
  const at = clockAtIndiaTime('07:15').now();

  it('is closed by the switch whatever the hours', () => {
    const noon = clockAtIndiaTime('12:00').now();
    expect(openingState({ ...dayHours, isAcceptingOrders: false }, noon)).toEqual({
      isOpenNow: false,
      closedBy: 'switch',
    });
  });

  it('says when a restaurant outside its hours opens', () => {
    const state = openingState({ ...dayHours, isAcceptingOrders: true }, at);
    expect(state).toEqual({
      isOpenNow: false,
      closedBy: 'hours',
      opensAt: '09:00',
      day: 'Sunday',
      today: true,
    });
    if (state.isOpenNow) throw new Error('expected closed');
    expect(closedMessage('Dosa Point', state)).toBe(
      'Dosa Point is closed now. It opens at 09:00 (India time).',
    );
  });

  it('is open with the switch on within its hours', () => {
    expect(openingState({ ...nightHours, isAcceptingOrders: true }, clockAtIndiaTime('23:30').now())).toEqual(
      { isOpenNow: true },
    );
  });
});
