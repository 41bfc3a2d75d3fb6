import { formatRupees } from '@/lib/format';
import { earningsEstimate, estimateAssumptions } from '@railbite/contract/partner-contract-terms';

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

/** The contract text: the same clauses the signed PDF prints (one wording, in the contract package). */
export function ContractText({ clauses }: { clauses: { title: string; text: string }[] }) {
  return (
    // Focusable so keyboard users can scroll the long text (WCAG 2.1.1).
    <div
      tabIndex={0}
      role="region"
      aria-label="Contract text"
      className="max-h-72 space-y-3 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm leading-relaxed text-stone-700"
    >
      <ol className="list-decimal space-y-2 pl-5">
        {clauses.map((clause) => (
          <li key={clause.title}>
            <strong>{clause.title}.</strong> {clause.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
