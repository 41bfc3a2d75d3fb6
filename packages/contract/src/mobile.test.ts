import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from './mobile.ts';

describe('normalizeIndianMobile', () => {
  it.each([
    '9876543210',
    '+919876543210',
    '+91 98765 43210',
    '91-98765-43210',
    '09876543210',
    '(+91) 98765-43210',
  ])('normalises %j to the bare 10 digits', (input) => {
    expect(normalizeIndianMobile(input)).toBe('9876543210');
  });

  it.each([
    ['an empty string', ''],
    ['too few digits', '12345'],
    ['a first digit outside 6–9', '5876543210'],
    ['11 digits without a 0 prefix', '98765432100'],
    ['a non-Indian country code', '+92 9876543210'],
    ['letters', 'abcdefghij'],
    ['a 0 prefix before a first digit outside 6–9', '0 5876543210'],
  ])('rejects %s (%j)', (_label, input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
