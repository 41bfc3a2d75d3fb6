import type { WeeklyHours } from '@railbite/contract/opening-hours';
import { clockTime } from './opening-hours.ts';
import type { OpeningHours, StoredSpan } from './opening-hours.ts';

/**
 * A week as the catalog keeps it (ADR 037): seven equal working days are the one daily span
 * (`weekly_hours` null, what every list reads fast); anything else keeps the week, with the span
 * most days share as `opens_at`/`closes_at` (the usual hours, where one span is shown).
 */
export function hoursColumnsOf(week: WeeklyHours): OpeningHours {
  const spans = week.map((day): StoredSpan | null => (day ? [day.opensAt, day.closesAt] : null));
  const counts = new Map<string, { span: StoredSpan; days: number }>();
  for (const span of spans) {
    if (!span) continue;
    const key = span.join('-');
    const seen = counts.get(key);
    counts.set(key, { span, days: (seen?.days ?? 0) + 1 });
  }
  let usual: { span: StoredSpan; days: number } | undefined;
  for (const entry of counts.values()) if (!usual || entry.days > usual.days) usual = entry;
  if (!usual) throw new Error('a week needs a working day');
  const [opensAt, closesAt] = usual.span;
  const everyDaySame = usual.days === spans.length;
  return { opensAt, closesAt, weeklyHours: everyDaySame ? null : spans };
}

/** The seven days of stored hours, Monday first, as the API shows them. */
export function weekOf(hours: OpeningHours): WeeklyHours {
  const span = (opensAt: string, closesAt: string) => ({
    opensAt: clockTime(opensAt),
    closesAt: clockTime(closesAt),
  });
  if (hours.weeklyHours === null) return Array.from({ length: 7 }, () => span(hours.opensAt, hours.closesAt));
  return hours.weeklyHours.map((day) => (day ? span(day[0], day[1]) : null));
}
