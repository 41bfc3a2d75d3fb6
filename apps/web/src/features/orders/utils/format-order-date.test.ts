import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order-date';

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
