/** SPEC.md §9 Contract mock: the estimate assumes ₹350 orders, 25 a day, for 30 days. */
export const estimateAssumptions = { averageOrder: 350, ordersPerDay: 25, days: 30 } as const;

/** Where each rupee of commission goes. */
export const commissionSplit = [
  { label: 'Platform & delivery operations', share: 70 },
  { label: 'Payment processing', share: 20 },
  { label: 'Marketing & promotions', share: 10 },
] as const;

/** SPEC.md §9 contract text facts. */
export const contractTerms = {
  settlementDay: 'Tuesday',
  minimumRating: 3.5,
  minimumAcceptanceRate: 85,
  cancellationSeconds: 60,
  disputeHours: 48,
  terminationNoticeDays: 30,
} as const;

/** Monthly figures in whole rupees (the commission split adds up to the commission exactly). */
export function earningsEstimate(commissionRate: number) {
  const { averageOrder, ordersPerDay, days } = estimateAssumptions;
  const gross = averageOrder * ordersPerDay * days;
  const commission = Math.round((gross * commissionRate) / 100);
  const parts = commissionSplit.map((part) => ({
    ...part,
    amount: Math.floor((commission * part.share) / 100),
  }));
  // Rounding remainder goes to the first part, so the parts always sum to the commission.
  const remainder = commission - parts.reduce((sum, part) => sum + part.amount, 0);
  if (parts[0]) parts[0].amount += remainder;
  return { gross, commission, net: gross - commission, parts };
}
