import { weekDayShort, weekDays } from '@railbite/contract/opening-hours-rules';

export type DayHours = { opensAt: string; closesAt: string } | null;

/**
 * A kitchen's week in a few lines (ADR 037), days alike in a row taken together: "Mon–Fri 9 AM –
 * 11 PM", "Sat 10 PM – 2 AM (next day)", "Sun closed" or "Mon–Sun open all day". Times go through the
 * page's own `format`.
 */
export function weekSummary(days: readonly DayHours[], format: (hhmm: string) => string): string[] {
  const text = (day: DayHours) => {
    if (!day) return 'closed';
    // 00:00–23:59 is how the catalog says "all day".
    if (day.opensAt === '00:00' && day.closesAt === '23:59') return 'open all day';
    return `${format(day.opensAt)} – ${format(day.closesAt)}${day.closesAt < day.opensAt ? ' (next day)' : ''}`;
  };
  const lines: string[] = [];
  let first = 0;
  for (let index = 1; index <= days.length; index++) {
    const runEnds = index === days.length || text(days[index] ?? null) !== text(days[first] ?? null);
    if (!runEnds) continue;
    const from = weekDayShort[weekDays[first] ?? 'Monday'];
    const to = weekDayShort[weekDays[index - 1] ?? 'Monday'];
    lines.push(`${first === index - 1 ? from : `${from}–${to}`} ${text(days[first] ?? null)}`);
    first = index;
  }
  return lines;
}
