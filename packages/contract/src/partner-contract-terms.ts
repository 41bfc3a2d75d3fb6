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

/**
 * The exact wording signed: a change to the clauses below is a new version (recorded with each
 * signature, printed on the signed PDF).
 */
export const contractVersion = '2026-11-29';

const settlementText = {
  weekly: `every week, on ${contractTerms.settlementDay}s`,
  biweekly: `every second ${contractTerms.settlementDay}`,
  monthly: `once a month, on the first ${contractTerms.settlementDay} of the month`,
} as const;

export type ContractParties = {
  restaurantName: string;
  commissionRate: number;
  paymentCycle: keyof typeof settlementText;
  /** Whole rupees. */
  minimumOrder: number;
  /** e.g. "09:00–23:00 on every working day". */
  hours: string;
};

/** The clauses, as the contract page shows them and the signed PDF prints them (one wording). */
export function contractClauses(parties: ContractParties): { title: string; text: string }[] {
  return [
    {
      title: 'Parties',
      text: `This agreement is between RailBite and ${parties.restaurantName || 'your restaurant'} (“the Partner”).`,
    },
    {
      title: 'Commission',
      text: `RailBite keeps ${String(parties.commissionRate)}% of the food value of every delivered order.`,
    },
    {
      title: 'Settlement',
      text: `Earnings are paid ${settlementText[parties.paymentCycle]} to the bank account the Partner gave.`,
    },
    {
      title: 'Service standards',
      text: `The Partner keeps an average customer rating of at least ${String(contractTerms.minimumRating)} and an order acceptance rate above ${String(contractTerms.minimumAcceptanceRate)}%.`,
    },
    {
      title: 'Cancellations',
      text: `An order the Partner cannot fulfil must be cancelled within ${String(contractTerms.cancellationSeconds)} seconds of receiving it, so the customer is refunded at once.`,
    },
    {
      title: 'Orders and hours',
      text: `The minimum order value is ₹${String(parties.minimumOrder)}; the restaurant accepts orders ${parties.hours}.`,
    },
    {
      title: 'Disputes',
      text: `Disputes about orders or payouts are resolved within ${String(contractTerms.disputeHours)} hours of being raised.`,
    },
    {
      title: 'Termination',
      text: `Either side may end this agreement with ${String(contractTerms.terminationNoticeDays)} days' written notice.`,
    },
    {
      title: 'Food safety and data',
      text: 'The Partner keeps a valid FSSAI licence and uses customer details only to prepare and hand over orders.',
    },
  ];
}

type Hours = {
  timingOption: 'same' | 'separate';
  workingDays: readonly string[];
  slot: { openTime: string; closeTime: string };
  daySlots: Partial<Record<string, { openTime: string; closeTime: string }>>;
};

const slotText = (slot: { openTime: string; closeTime: string }) =>
  `${slot.openTime}–${slot.closeTime}${slot.closeTime < slot.openTime ? ' (past midnight)' : ''}`;

/** "22:00–02:00 (past midnight) on Monday, Tuesday", or each day's own hours. */
export function openingHoursText(hours: Hours): string {
  if (hours.timingOption === 'same') return `${slotText(hours.slot)} on ${hours.workingDays.join(', ')}`;
  return hours.workingDays.map((day) => `${day} ${slotText(hours.daySlots[day] ?? hours.slot)}`).join('; ');
}

/** The clauses for an application's saved restaurant information and chosen terms. */
export function applicationContractClauses(
  info: Hours & { restaurantName: string; minimumOrder: number },
  choice: { commissionRate: number; paymentCycle: ContractParties['paymentCycle'] },
) {
  return contractClauses({
    restaurantName: info.restaurantName,
    minimumOrder: info.minimumOrder,
    hours: openingHoursText(info),
    ...choice,
  });
}
