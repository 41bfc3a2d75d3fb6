import { describe, expect, it } from 'vitest';
import { earningsEstimate } from './contract-terms';

describe('earningsEstimate', () => {
  it('uses ₹350 × 25 orders × 30 days and the default 20% commission', () => {
    const estimate = earningsEstimate(20);
    expect(estimate.gross).toBe(262_500);
    expect(estimate.commission).toBe(52_500);
    expect(estimate.net).toBe(210_000);
    expect(estimate.parts.map((part) => part.amount)).toEqual([36_750, 10_500, 5_250]);
  });

  it.each([18, 22, 25])('splits %i%% commission 70/20/10 and the parts add up', (rate) => {
    const estimate = earningsEstimate(rate);
    expect(estimate.commission).toBe((262_500 * rate) / 100);
    expect(estimate.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(estimate.commission);
    expect(estimate.net + estimate.commission).toBe(estimate.gross);
  });
});
