import { describe, expect, it } from 'vitest';
import { weekSummary } from './week-summary';

const plain = (hhmm: string) => hhmm;
const day = { opensAt: '09:00', closesAt: '23:00' };

describe('weekSummary', () => {
  it('takes days alike in a row together, and says which are closed and which run past midnight', () => {
    expect(
      weekSummary([day, day, day, day, day, { opensAt: '22:00', closesAt: '02:00' }, null], plain),
    ).toEqual(['Mon–Fri 09:00 – 23:00', 'Sat 22:00 – 02:00 (next day)', 'Sun closed']);
  });

  it('says a week of one span in one line, and splits runs that are not next to each other', () => {
    expect(
      weekSummary(
        Array.from({ length: 7 }, () => day),
        plain,
      ),
    ).toEqual(['Mon–Sun 09:00 – 23:00']);
    expect(weekSummary([day, null, day, day, day, day, day], plain)).toEqual([
      'Mon 09:00 – 23:00',
      'Tue closed',
      'Wed–Sun 09:00 – 23:00',
    ]);
  });

  it('says a day from 00:00 to 23:59 is open all day', () => {
    const allDay = { opensAt: '00:00', closesAt: '23:59' };
    expect(weekSummary([allDay, allDay, allDay, allDay, allDay, day, day], plain)).toEqual([
      'Mon–Fri open all day',
      'Sat–Sun 09:00 – 23:00',
    ]);
  });
});
