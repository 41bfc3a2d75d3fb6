import { weekDays } from './partner-application-rules.ts';
import type { WeekDay } from './partner-application-rules.ts';

/** The days of a kitchen's week, Monday first (ADR 037). Zod-free: the menu page's header reads them. */
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
