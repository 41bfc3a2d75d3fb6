import { describe, expect, it } from 'vitest';
import { newCodeOtherThan } from './support-orders.service.ts';

describe('newCodeOtherThan', () => {
  it.each(['0000', '0001', '4821', '9998', '9999'])('never draws %s again, and always 4 digits', (old) => {
    for (let draw = 0; draw < 5000; draw += 1) {
      const code = newCodeOtherThan(old);
      expect(code).toMatch(/^\d{4}$/);
      expect(code).not.toBe(old);
    }
  });

  it('can draw the codes either side of the old one and both ends of the range', () => {
    const seen = new Set<string>();
    for (let draw = 0; draw < 200_000 && seen.size < 4; draw += 1) {
      const code = newCodeOtherThan('5000');
      if (['4999', '5001', '0000', '9999'].includes(code)) seen.add(code);
    }
    expect([...seen].sort()).toEqual(['0000', '4999', '5001', '9999']);
  });
});
