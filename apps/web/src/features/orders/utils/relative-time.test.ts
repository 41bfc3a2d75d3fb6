import { describe, expect, it } from 'vitest';
import { formatTimeAgo, minutesUntil } from './relative-time';

const at = '2026-11-21T14:40:00.000Z';
const base = Date.parse(at);
const later = (ms: number) => base + ms;

describe('formatTimeAgo', () => {
  it('says "Just now" for the first minute, and for a time a little ahead of this clock', () => {
    expect(formatTimeAgo(at, later(0))).toBe('Just now');
    expect(formatTimeAgo(at, later(59_999))).toBe('Just now');
    expect(formatTimeAgo(at, later(-5_000))).toBe('Just now');
  });

  it('counts whole minutes, then hours, then writes the date', () => {
    expect(formatTimeAgo(at, later(60_000))).toBe('1 min ago');
    expect(formatTimeAgo(at, later(59 * 60_000 + 59_000))).toBe('59 min ago');
    expect(formatTimeAgo(at, later(60 * 60_000))).toBe('1 h ago');
    expect(formatTimeAgo(at, later(23 * 3_600_000 + 59 * 60_000))).toBe('23 h ago');
    expect(formatTimeAgo(at, later(24 * 3_600_000))).toBe('21 Nov 2026, 8:10 pm');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatTimeAgo('soon', base)).toBe('');
  });
});

describe('minutesUntil', () => {
  it('rounds a part-minute up and stops at 0', () => {
    expect(minutesUntil(base, later(-10 * 60_000))).toBe(10);
    expect(minutesUntil(base, later(-61_000))).toBe(2);
    expect(minutesUntil(base, later(-1))).toBe(1);
    expect(minutesUntil(base, later(0))).toBe(0);
    expect(minutesUntil(base, later(90_000))).toBe(0);
  });
});
