import { CircleCheck, OctagonX, X } from 'lucide-react';
import type { PartnerOrder } from '@railbite/contract/partner';
import { formatRupees } from '@/lib/format';
import { formatClockTime } from '../utils/time';

const refundStateText = {
  pending: 'being refunded',
  succeeded: 'refunded',
  failed: 'refund failed, retrying',
};

/** How a finished order ended (delivered, rejected, cancelled), why, and where its refund is. */
export function FinishedOrderStatus({ order }: { order: PartnerOrder }) {
  const delivered = order.status === 'delivered';
  const Icon = delivered ? CircleCheck : order.status === 'rejected' ? X : OctagonX;
  const label = delivered ? 'Delivered' : order.status === 'rejected' ? 'Rejected' : 'Cancelled';
  return (
    <div
      className={`space-y-1 rounded-lg px-3 py-2 text-sm ${delivered ? 'bg-green-50 text-green-900' : 'bg-rose-50 text-rose-900'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 shrink-0" aria-hidden />
        {label} at {formatClockTime(order.updatedAt)}
      </p>
      {order.statusReason && <p>{order.statusReason}</p>}
      {order.refunds.map((refund) => (
        <p key={refund.createdAt}>
          {formatRupees(refund.amount)} {refundStateText[refund.state]}
        </p>
      ))}
    </div>
  );
}
