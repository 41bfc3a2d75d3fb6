import { z } from 'zod';
import { weekDays } from './partner-application-rules.ts';
import type { WeekDay } from './partner-application-rules.ts';

/**
 * A kitchen's week (ADR 037): the days it works and each day's span. A span closing before it opens
 * crosses midnight: Monday 22:00–02:00 runs into Tuesday 02:00, whether or not Tuesday is a working day.
 * Equal times are refused; 23:59 closes at midnight.
 */

export { weekDays };
export type { WeekDay };

/** "Opens Mon 09:00". */
export const weekDayShort: Record<WeekDay, string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};

const clockTime = z
  .string({ message: 'Enter a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30');

/** One working day's hours. */
export const daySpanSchema = z
  .strictObject({ opensAt: clockTime, closesAt: clockTime })
  .refine((span) => span.opensAt !== span.closesAt, {
    path: ['closesAt'],
    message: 'Opening and closing times must differ',
  });
export type DaySpan = z.infer<typeof daySpanSchema>;

/** Seven entries, Monday first; null is a day the kitchen does not open. */
export const weeklyHoursSchema = z
  .array(daySpanSchema.nullable())
  .length(weekDays.length, 'Give the hours of all seven days')
  .refine((days) => days.some((day) => day !== null), 'Open on at least one day');
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
