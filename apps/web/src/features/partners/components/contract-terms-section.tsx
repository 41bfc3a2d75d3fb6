import { formatRupees } from '@/lib/format';
import { contractTerms, earningsEstimate, estimateAssumptions } from '@railbite/contract/partner-contract-terms';
import { defaultMinimumOrder } from '../utils/onboarding-data';

const cycleText = {
  weekly: `every week, on ${contractTerms.settlementDay}s`,
  biweekly: `every second ${contractTerms.settlementDay}`,
  monthly: `on the first ${contractTerms.settlementDay} of each month`,
} as const;

// Whole class names, so Tailwind sees them (and no inline styles under our CSP).
const barWidths: Record<number, string> = { 70: 'w-[70%]', 20: 'w-[20%]', 10: 'w-[10%]' };

export function EarningsEstimate({ commissionRate }: { commissionRate: number }) {
  const estimate = earningsEstimate(commissionRate);
  const { averageOrder, ordersPerDay, days } = estimateAssumptions;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Based on {formatRupees(averageOrder)} average order × {ordersPerDay} orders a day × {days} days.
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-stone-50 p-3">
          <dt className="text-xs text-stone-600">Monthly sales</dt>
          <dd className="font-bold">{formatRupees(estimate.gross)}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-3">
          <dt className="text-xs text-stone-600">Commission ({commissionRate}%)</dt>
          <dd className="font-bold">{formatRupees(estimate.commission)}</dd>
        </div>
        <div className="rounded-xl bg-green-50 p-3">
          <dt className="text-xs text-green-800">You receive</dt>
          <dd className="font-bold text-green-800">{formatRupees(estimate.net)}</dd>
        </div>
      </dl>
      <div>
        <p className="text-sm font-semibold">Where the commission goes</p>
        <ul className="mt-2 space-y-2">
          {estimate.parts.map((part) => (
            <li key={part.label} className="text-sm">
              <div className="flex justify-between gap-2">
                <span>
                  {part.label} ({part.share}%)
                </span>
                <span className="font-medium">{formatRupees(part.amount)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-stone-200" aria-hidden>
                <div className={`h-1.5 rounded-full bg-brand-600 ${barWidths[part.share]}`} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The contract text, built on SPEC.md §9's facts. */
export function ContractText({
  restaurantName,
  commissionRate,
  paymentCycle,
  hours,
}: {
  restaurantName: string;
  commissionRate: number;
  paymentCycle: keyof typeof cycleText;
  hours: string;
}) {
  return (
    // Focusable so keyboard users can scroll the long text (WCAG 2.1.1).
    <div
      tabIndex={0}
      role="region"
      aria-label="Contract text"
      className="max-h-72 space-y-3 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm leading-relaxed text-stone-700"
    >
      <p>
        This agreement is between RailBite and <strong>{restaurantName || 'your restaurant'}</strong> (“the
        Partner”).
      </p>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          <strong>Commission.</strong> RailBite keeps {commissionRate}% of the food value of every delivered
          order.
        </li>
        <li>
          <strong>Settlement.</strong> Earnings are paid {cycleText[paymentCycle]} to the bank account you
          gave. Weekly settlement happens on {contractTerms.settlementDay}s.
        </li>
        <li>
          <strong>Service standards.</strong> The Partner keeps an average customer rating of at least{' '}
          {contractTerms.minimumRating} and an order acceptance rate above{' '}
          {contractTerms.minimumAcceptanceRate}%.
        </li>
        <li>
          <strong>Cancellations.</strong> An order the Partner cannot fulfil must be cancelled within{' '}
          {contractTerms.cancellationSeconds} seconds of receiving it, so the customer is refunded at once.
        </li>
        <li>
          <strong>Orders and hours.</strong> The minimum order value is {formatRupees(defaultMinimumOrder)};
          the restaurant accepts orders {hours}.
        </li>
        <li>
          <strong>Disputes.</strong> Disputes about orders or payouts are resolved within{' '}
          {contractTerms.disputeHours} hours of being raised.
        </li>
        <li>
          <strong>Termination.</strong> Either side may end this agreement with{' '}
          {contractTerms.terminationNoticeDays} days' written notice.
        </li>
        <li>
          <strong>Food safety and data.</strong> The Partner keeps a valid FSSAI licence and uses customer
          details only to prepare and hand over orders.
        </li>
      </ol>
    </div>
  );
}
