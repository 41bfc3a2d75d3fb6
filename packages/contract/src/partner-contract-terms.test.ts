import { describe, expect, it } from 'vitest';
import { earningsEstimate, contractClauses } from './partner-contract-terms.ts';

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

describe('contract clauses', () => {
  it.each([
    ['weekly', 'every week, on Tuesdays'],
    ['biweekly', 'every second Tuesday'],
    ['monthly', 'once a month, on the first Tuesday of the month'],
  ] as const)('say one settlement rule for a %s cycle', (paymentCycle, said) => {
    const clauses = contractClauses({
      restaurantName: 'Asha Kitchen',
      commissionRate: 22,
      paymentCycle,
      minimumOrder: 99,
      hours: '22:00–02:00',
    });
    const text = clauses.map((clause) => clause.text).join(' ');
    expect(text).toContain(said);
    // Monthly used to say both "first Tuesday of each month" and "Weekly settlement happens on Tuesdays".
    expect(text.match(/Tuesday/g)).toHaveLength(1);
    expect(text).toContain('22% of the food value');
  });
});
