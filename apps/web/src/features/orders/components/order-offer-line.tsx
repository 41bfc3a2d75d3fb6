import type { OrderHistoryEntry } from '@railbite/contract/orders';
import { formatRupees } from '@/lib/format';

/** The restaurant offer the order got, as its bill line (ADR 021); nothing when it got none. */
export function OrderOfferLine({
  order,
  className = '',
}: {
  order: Pick<OrderHistoryEntry, 'offerText' | 'offerDiscount'>;
  className?: string;
}) {
  if (!order.offerText || order.offerDiscount <= 0) return null;
  return (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>Offer ({order.offerText})</dt>
      <dd>−{formatRupees(order.offerDiscount)}</dd>
    </div>
  );
}
