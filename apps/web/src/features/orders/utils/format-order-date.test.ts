import { describe, expect, it } from 'vitest';
import { shortDate } from '@/lib/format';
import { formatOrderDate, formatOrderTime, formatTrainDate } from './format-order-date';

const intl = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

describe('formatOrderDate', () => {
  it('writes India time: 14:40 UTC is 8:10 pm there', () => {
    expect(formatOrderDate('2026-11-21T14:40:00.000Z')).toBe('21 Nov 2026, 8:10 pm');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatOrderDate('not a date')).toBe('');
    expect(formatOrderTime('not a date')).toBe('');
  });

  it('writes the time of day alone in India time', () => {
    expect(formatOrderTime('2026-11-21T14:40:00.000Z')).toBe('8:10 pm');
    expect(formatOrderTime('2026-11-21T18:30:00.000Z')).toBe('12:00 am');
    expect(formatOrderTime('2026-11-21T06:35:00.000Z')).toBe('12:05 pm');
  });

  // Every month, around midnight and noon India time, across a year boundary.
  const instants = Array.from({ length: 12 }, (_, month) => [
    Date.UTC(2026, month, 1, 18, 30), // 00:00 the next day in India
    Date.UTC(2026, month, 1, 18, 29), // 23:59
    Date.UTC(2026, month, 15, 6, 30), // 12:00
    Date.UTC(2026, month, 15, 6, 29), // 11:59
    Date.UTC(2026, month, 28, 3, 5), // 8:35 am
  ]).flat();
  it.each([...instants, Date.UTC(2026, 11, 31, 18, 31)].map((ms) => new Date(ms).toISOString()))(
    'writes %s as Intl does for en-IN',
    (iso) => {
      expect(formatOrderDate(iso)).toBe(intl.format(new Date(iso)));
    },
  );
});

describe('formatTrainDate', () => {
  it('writes a train date as the app’s other train dates read, without a year', () => {
    expect(formatTrainDate('2026-12-03')).toBe('Thu, 3 Dec');
    expect(formatTrainDate('not a date')).toBe('not a date');
  });

  it.each(
    Array.from(
      { length: 12 },
      (_, month) => `2026-${String(month + 1).padStart(2, '0')}-0${String((month % 9) + 1)}`,
    ),
  )('writes %s as shortDate (Intl, en-IN) does', (date) => {
    expect(formatTrainDate(date)).toBe(shortDate(date));
  });
});
