import { Link } from 'react-router';
import { CircleCheckBig, CircleX, MapPinned } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useOrderDetails } from '../api/get-order-details';
import { useLiveOrder } from '../hooks/use-live-order';
import { isEnded, isTrackable } from '../utils/order-progress';
import { statusSummary } from '../utils/status-text';
import { CancelOrder } from './cancel-order';
import { FocusedHeading } from './focused-heading';
import { LiveIndicator } from './live-indicator';
import { OrderReference, ResultCard } from './payment-result';
import { PromisedWindow } from './promised-window';
import { RefundStatus } from './refund-status';
import { SeatDeliveryCard } from './seat-delivery-card';
import { TrackingTimeline } from './tracking-timeline';

function headingOf(order: OrderDetails | undefined): string {
  if (order?.orderStatus === 'rejected') return 'Order Rejected';
  if (order?.orderStatus === 'cancelled') return 'Order Cancelled';
  return 'Order Placed Successfully!';
}

function StatusLine({
  query,
  order,
}: {
  query: ReturnType<typeof useOrderDetails>;
  order: OrderDetails | undefined;
}) {
  if (order) return <>{statusSummary(order)}</>;
  if (query.isError) {
    return (
      <span className="flex flex-col items-center gap-2">
        Its status could not be loaded.
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() => void query.refetch()}
          pending={query.isFetching}
          pendingLabel="Loading…"
        >
          Try again
        </Button>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Spinner className="size-4 text-brand-700" />
      Checking where your order is…
    </span>
  );
}

/**
 * SPEC.md §2 Order status, success, once the payment is confirmed: the order as it truly is from
 * then on, followed live (the restaurant accepting, rejecting, the customer cancelling and refunds).
 */
export function PlacedOrder({ orderId }: { orderId: string }) {
  const query = useOrderDetails(orderId);
  // The confirming page may have read the order before its payment was confirmed: that copy is old.
  const order = query.data?.paymentOutcome === 'paid' ? query.data : undefined;
  const live = useLiveOrder(order);
  const now = useNow(30_000);
  const ended = order !== undefined && isEnded(order.orderStatus);
  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <ResultCard
        icon={
          ended ? (
            <span className="flex size-20 items-center justify-center rounded-full bg-stone-100">
              <CircleX className="size-11 text-stone-700" aria-hidden />
            </span>
          ) : (
            <span className="flex size-20 items-center justify-center rounded-full bg-green-100">
              <CircleCheckBig className="size-11 text-green-700" aria-hidden />
            </span>
          )
        }
      >
        <FocusedHeading className="mt-5 text-2xl font-bold text-stone-900">{headingOf(order)}</FocusedHeading>
        <p aria-live="polite" className="mt-2 text-stone-700">
          <StatusLine query={query} order={order} />
        </p>
        {order && (
          <p className="mt-3">
            <PromisedWindow order={order} now={now} />
          </p>
        )}
        <OrderReference label="Order ID" orderId={orderId} />
        <p className="mt-2">
          <LiveIndicator state={live} />
        </p>
        {order && order.refunds.length > 0 && (
          <div className="mt-4 w-full">
            <RefundStatus refunds={order.refunds} />
          </div>
        )}
        {(!order || (isTrackable(order.orderStatus) && !ended)) && (
          <Link
            to={paths.trackOrder(orderId)}
            className={`mt-6 w-full min-h-11 ${buttonClassName('primary', 'lg')}`}
          >
            <MapPinned className="size-5" aria-hidden />
            Track Order
          </Link>
        )}
        {order && (
          <div className="mt-3 w-full">
            <CancelOrder order={order} />
          </div>
        )}
        <Link
          to={paths.orderHistory}
          className="mt-3 inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
        >
          View order history
        </Link>
      </ResultCard>
      {order && !ended && <SeatDeliveryCard order={order} />}
      {order && isTrackable(order.orderStatus) && <TrackingTimeline order={order} now={now} />}
    </div>
  );
}
