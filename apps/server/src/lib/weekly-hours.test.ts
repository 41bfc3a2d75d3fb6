import { describe, expect, it } from 'vitest';
import { hoursColumnsOf, weekOf } from './weekly-hours.ts';

const span = (opensAt: string, closesAt: string) => ({ opensAt, closesAt });

describe('hoursColumnsOf', () => {
  it('keeps seven equal days as the one daily span, without a week', () => {
    expect(hoursColumnsOf(Array.from({ length: 7 }, () => span('09:00', '23:00')))).toEqual({
      opensAt: '09:00',
      closesAt: '23:00',
      weeklyHours: null,
    });
  });

  it('keeps closed days and separate timings, with the span most days share as the usual one', () => {
    const week = [
      span('22:00', '02:00'),
      span('09:00', '23:00'),
      span('09:00', '23:00'),
      null,
      span('09:00', '23:00'),
      span('10:00', '23:30'),
      null,
    ];
    expect(hoursColumnsOf(week)).toEqual({
      opensAt: '09:00',
      closesAt: '23:00',
      weeklyHours: [
        ['22:00', '02:00'],
        ['09:00', '23:00'],
        ['09:00', '23:00'],
        null,
        ['09:00', '23:00'],
        ['10:00', '23:30'],
        null,
      ],
    });
    expect(weekOf(hoursColumnsOf(week))).toEqual(week);
  });

  it('reads one daily span as seven days', () => {
    expect(weekOf({ opensAt: '08:00:00', closesAt: '22:00:00', weeklyHours: null })).toEqual(
      Array.from({ length: 7 }, () => span('08:00', '22:00')),
    );
  });
});
