import { Link } from 'react-router';
import { CircleAlert, CircleCheckBig, Hourglass } from 'lucide-react';
import type { OrderRefund } from '@railbite/contract/orders';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { formatOrderDate } from '../utils/format-order-date';

const looks = {
  pending: { Icon: Hourglass, word: 'initiated', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  succeeded: {
    Icon: CircleCheckBig,
    word: 'completed',
    className: 'border-green-200 bg-green-50 text-green-900',
  },
  failed: { Icon: CircleAlert, word: 'is delayed', className: 'border-red-200 bg-red-50 text-red-900' },
} as const;

/** The latest refund in a few words, for a card: "Refund of ₹192.50 completed". */
export function refundSummary(refunds: readonly OrderRefund[]): string | null {
  const latest = refunds.at(-1);
  if (!latest) return null;
  return `Refund of ${formatRupees(latest.amount)} ${looks[latest.state].word}`;
}

/** The money going back for a rejected or cancelled order, and how far it has got. */
export function RefundStatus({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" aria-live="polite" className="space-y-2">
      {refunds.map((refund) => {
        const { Icon, word, className } = looks[refund.state];
        return (
          <li
            key={refund.createdAt}
            className={`flex gap-3 rounded-xl border p-3 text-left text-sm ${className}`}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0">
              <p className="font-semibold">
                Refund of {formatRupees(refund.amount)} {word}
              </p>
              <p className="mt-0.5">
                {refund.state === 'succeeded'
                  ? `Returned to the way you paid on ${formatOrderDate(refund.updatedAt)}.`
                  : refund.state === 'pending'
                    ? `It goes back to the way you paid. Started ${formatOrderDate(refund.createdAt)}.`
                    : 'The payment gateway has not returned it yet.'}
              </p>
              {refund.state === 'failed' && (
                <Link
                  to={paths.support}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
                >
                  Contact support
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
