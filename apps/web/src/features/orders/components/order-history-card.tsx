import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronDown, CircleAlert, History, MapPin, MapPinned } from 'lucide-react';
import { activeOrderStatuses } from '@railbite/contract/order-rules';
import type { OrderHistoryEntry } from '@railbite/contract/orders';
import { buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { formatOrderDate } from '../utils/format-order-date';
import { lineTotal, visibleCharges } from '../utils/order-charges';
import { unpaidAttemptsPath } from '../utils/history-filter';
import { normaliseOrderStatus } from '../utils/order-status-display';
import { paidInsteadText, unpaidShortText } from '../utils/payment-outcome-text';
import { OrderOfferLine } from './order-offer-line';
import { OrderStatusBadge } from './order-status-badge';
import { PayAgainActions } from './pay-again-actions';
import { PromisedWindow } from './promised-window';
import { RefundStatus, refundSummary } from './refund-status';

function isOnItsWay(status: string): boolean {
  const known = normaliseOrderStatus(status);
  return activeOrderStatuses.some((active) => active === known);
}

function OrderDetailsPanel({ order }: { order: OrderHistoryEntry }) {
  const charges = visibleCharges(order);
  return (
    <div className="space-y-4 border-t border-stone-200 px-4 py-4 text-sm">
      <section>
        <h3 className="font-semibold text-stone-900">Items</h3>
        <ul className="mt-2 space-y-1.5">
          {order.items.map((item, index) => (
            <li key={`${item.itemName}-${String(index)}`} className="flex justify-between gap-3">
              <span className="text-stone-800">
                {item.itemQuantity} × {item.itemName}
              </span>
              <span className="shrink-0 font-medium text-stone-900">
                {formatRupees(lineTotal(item.itemPrice, item.itemQuantity))}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="flex items-center gap-1.5 font-semibold text-stone-900">
          <MapPin className="size-4 text-brand-700" aria-hidden />
          Delivery address
        </h3>
        <p className="mt-1 text-stone-700">{order.deliveryAddress}</p>
      </section>
      <section>
        <h3 className="font-semibold text-stone-900">Bill details</h3>
        <dl className="mt-2 space-y-1.5">
          <div className="flex justify-between gap-3">
            <dt className="text-stone-700">Item total</dt>
            <dd className="text-stone-900">{formatRupees(order.subTotal)}</dd>
          </div>
          <OrderOfferLine order={order} className="text-stone-700" />
          {charges.map((charge) => (
            <div key={charge.key} className="flex justify-between gap-3">
              <dt className="text-stone-700">{charge.label}</dt>
              <dd className="text-stone-900">{formatRupees(charge.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-dashed border-stone-300 pt-2 font-bold">
            <dt className="text-stone-900">
              {order.paymentOutcome === 'paid' ? 'Total' : 'Total, not paid'}
            </dt>
            <dd className="text-stone-900">{formatRupees(order.totalAmount)}</dd>
          </div>
        </dl>
      </section>
      <PaymentPanel order={order} />
      {order.paymentOutcome === 'paid' && (
        <Link
          to={paths.trackOrder(order.orderId)}
          className={`w-full min-h-11 ${buttonClassName(isOnItsWay(order.orderStatus) ? 'primary' : 'secondary')}`}
        >
          {isOnItsWay(order.orderStatus) ? (
            <>
              <MapPinned className="size-4" aria-hidden />
              Track this order
            </>
          ) : (
            <>
              <History className="size-4" aria-hidden />
              View order status
            </>
          )}
        </Link>
      )}
    </div>
  );
}

/** Why a placed order ended unfulfilled (rejected, cancelled) and the money going back. */
function EndedOrderPanel({ order }: { order: OrderHistoryEntry }) {
  if (!order.statusReason && order.refunds.length === 0) return null;
  return (
    <section className="space-y-2">
      {order.statusReason && <p className="text-stone-700">{order.statusReason}.</p>}
      <RefundStatus refunds={order.refunds} />
    </section>
  );
}

/** An attempt that was not paid: where it went and the way on; a paid order: its attempts that were not. */
function PaymentPanel({ order }: { order: OrderHistoryEntry }) {
  if (order.paymentOutcome === 'paid') {
    if (order.unpaidAttempts === 0) return <EndedOrderPanel order={order} />;
    const attempts =
      order.unpaidAttempts === 1 ? '1 earlier payment' : `${String(order.unpaidAttempts)} earlier payments`;
    return (
      <>
        <EndedOrderPanel order={order} />
        <p className="text-stone-700">
          {attempts} for this cart did not go through.{' '}
          <Link to={unpaidAttemptsPath} className="font-semibold text-brand-700 underline">
            See unpaid attempts
          </Link>
        </p>
      </>
    );
  }
  const paidInstead = paidInsteadText(order);
  return (
    <section className="space-y-2">
      {order.statusReason && <p className="text-stone-700">{order.statusReason}.</p>}
      {paidInstead && <p className="text-stone-700">{paidInstead}</p>}
      <PayAgainActions order={order} />
    </section>
  );
}

/** One past order; the header button opens and closes its details (one card open at a time). */
export function OrderHistoryCard({
  order,
  expanded,
  onToggle,
}: {
  order: OrderHistoryEntry;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const itemCount = order.items.reduce((sum, item) => sum + item.itemQuantity, 0);
  // SPEC.md §2 shows an estimate on each card; ours is the window promised when the order was paid
  // (ADR 024), while it is on its way: as a fact, free of the clock, as the page is server-rendered.
  const onItsWay = order.paymentOutcome === 'paid' && isOnItsWay(order.orderStatus);
  const unpaid = unpaidShortText(order);
  const refund = order.paymentOutcome === 'paid' ? refundSummary(order.refunds) : null;
  return (
    <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 p-4 text-left hover:bg-stone-50"
        >
          <img
            src={order.restaurantImage}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover"
          />
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex items-start justify-between gap-2">
              <span className="line-clamp-2 font-bold text-stone-900">{order.restaurantName}</span>
              <span className="shrink-0 font-bold text-stone-900">{formatRupees(order.totalAmount)}</span>
            </span>
            <span className="block text-xs text-stone-600">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              {' · '}
              {itemCount} {itemCount === 1 ? 'item' : 'items'}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <OrderStatusBadge status={order.orderStatus} />
              {onItsWay && <PromisedWindow order={order} now={undefined} look="inline" />}
              {refund && <span className="text-xs font-semibold text-stone-700">{refund}</span>}
              {unpaid && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-800">
                  <CircleAlert className="size-3.5" aria-hidden />
                  {unpaid}
                </span>
              )}
            </span>
          </span>
          <ChevronDown
            className={`mt-1 size-5 shrink-0 text-stone-500 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h2>
      <div id={panelId} hidden={!expanded}>
        {expanded && <OrderDetailsPanel order={order} />}
      </div>
    </article>
  );
}

export function OrderHistoryCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <Skeleton className="size-16 shrink-0 rounded-xl" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
    </div>
  );
}
