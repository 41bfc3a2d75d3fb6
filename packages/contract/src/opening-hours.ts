import { z } from 'zod';
import { weekDays } from './opening-hours-rules.ts';

/**
 * A kitchen's week (ADR 037): the days it works and each day's span. A span closing before it opens
 * crosses midnight: Monday 22:00–02:00 runs into Tuesday 02:00, whether or not Tuesday is a working day.
 * Equal times are refused; 23:59 closes at midnight.
 */

export { weekDays, weekDayShort } from './opening-hours-rules.ts';
export type { WeekDay } from './opening-hours-rules.ts';

/** `HH:MM`, 24-hour, India time: every opening and closing time the API takes. */
export const clockTimeSchema = z
  .string({ message: 'Enter a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30');
const clockTime = clockTimeSchema;

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

/** One day as the partner console's form edits it: the times stay while the day is closed. */
const dayFormSchema = z.strictObject({ open: z.boolean(), opensAt: z.string(), closesAt: z.string() });

/** The week's form: seven days, Monday first; its output is the body's `weeklyHours`. */
export const weekFormSchema = z
  .strictObject({ days: z.array(dayFormSchema).length(weekDays.length) })
  .transform((form, ctx) => {
    const refused: number[] = [];
    const weeklyHours = form.days.map((day, index) => {
      if (!day.open) return null;
      const span = daySpanSchema.safeParse({ opensAt: day.opensAt, closesAt: day.closesAt });
      if (span.success) return span.data;
      refused.push(index);
      for (const issue of span.error.issues)
        ctx.addIssue({ code: 'custom', path: ['days', index, ...issue.path], message: issue.message });
      return null;
    });
    if (refused.length > 0) return z.NEVER;
    if (weeklyHours.every((day) => day === null)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Open on at least one day' });
      return z.NEVER;
    }
    return { weeklyHours };
  });
export type WeekFormValues = z.input<typeof weekFormSchema>;
