import { describe, expect, it } from 'vitest';
import { emptySeatForm, seatFormSchema, timeLeftText } from './seat-form';

const messagesOf = (input: Record<string, string>) => {
  const result = seatFormSchema.safeParse({ ...emptySeatForm, ...input });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the seat form (the contract’s rules, ADR 030)', () => {
  const valid = {
    coach: 's7',
    berth: '34',
    passengerName: 'Priya Sharma',
    passengerMobile: '+91 98765 43210',
  };

  it('reads a valid seat as the contract wants it: upper-case coach, numeric berth, bare mobile', () => {
    expect(seatFormSchema.parse({ ...emptySeatForm, ...valid })).toEqual({
      coach: 'S7',
      berth: 34,
      passengerName: 'Priya Sharma',
      passengerMobile: '9876543210',
      alternateMobile: undefined,
    });
  });

  it('says how to write each field that is wrong', () => {
    expect(messagesOf({ ...valid, coach: 'B' })).toEqual([
      'coach: Enter the coach as on your ticket, like B2, S7 or A1',
    ]);
    expect(messagesOf({ ...valid, berth: '82' })).toEqual(['berth: Enter the berth or seat number, 1 to 81']);
    expect(messagesOf({ ...valid, berth: 'x' })).toEqual(['berth: Enter the berth or seat number, 1 to 81']);
    expect(messagesOf({ ...valid, alternateMobile: '123' })).toEqual([
      'alternateMobile: Enter a valid 10-digit Indian mobile number',
    ]);
  });

  it('counts down in the largest units that matter', () => {
    expect(timeLeftText(45_000)).toBe('45 s');
    expect(timeLeftText(4 * 60_000 + 5_000)).toBe('4 min');
    expect(timeLeftText(65 * 60_000)).toBe('1 h 05 min');
  });
});
