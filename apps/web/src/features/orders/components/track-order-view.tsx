import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { orderIdSchema } from '@railbite/contract/orders';
import { buttonClassName } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useLatestActiveOrder } from '../api/get-latest-active-order';
import type { OrderDetails } from '@railbite/contract/orders';
import { useOrderDetails } from '../api/get-order-details';
import { useLiveOrder } from '../hooks/use-live-order';
import { FocusedHeading } from './focused-heading';
import { OrderTracking } from './order-tracking';

function NothingToTrack({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-12 text-center">
      <PackageSearch className="size-12 text-brand-700" aria-hidden />
      <FocusedHeading className="mt-4 text-2xl font-bold text-stone-900">{title}</FocusedHeading>
      <p className="mt-2 text-stone-700">{children}</p>
      <Link to={paths.orderHistory} className={`mt-6 min-h-11 ${buttonClassName('primary', 'lg')}`}>
        Go to order history
      </Link>
    </div>
  );
}

function TrackingSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your order…
      </p>
      <Skeleton className="h-8 w-48" />
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-[400px] rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <NothingToTrack title="Order not found">We couldn&apos;t find that order in your account.</NothingToTrack>
  );
}

/** One order, followed live; `initial` is the latest active order when the page found it that way. */
function FollowedOrder({ orderId, initial }: { orderId: string; initial?: OrderDetails | undefined }) {
  const query = useOrderDetails(orderId, { initial });
  const live = useLiveOrder(query.data);
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <ListError
        message={getErrorMessage(query.error, 'We could not load your order.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <TrackingSkeleton />;
  return <OrderTracking order={query.data} live={live} />;
}

/** Without an id: the customer's latest order still on its way, then followed like a named one. */
function LatestActiveOrder() {
  const latest = useLatestActiveOrder();
  if (latest.isError) {
    return (
      <ListError
        message={getErrorMessage(latest.error, 'We could not load your order.')}
        onRetry={() => void latest.refetch()}
        retrying={latest.isFetching}
      />
    );
  }
  if (latest.isPending) return <TrackingSkeleton />;
  if (!latest.data) {
    return (
      <NothingToTrack title="No order on its way">
        When you place an order, you can follow it here. Past orders are in your order history.
      </NothingToTrack>
    );
  }
  return <FollowedOrder key={latest.data.orderId} orderId={latest.data.orderId} initial={latest.data} />;
}

/**
 * /track-order: the order named by `?orderId=`, or else the customer's latest order still on its way.
 * Someone else's order answers 404, shown exactly like an order that does not exist.
 */
export function TrackOrderView({ orderId }: { orderId: string | undefined }) {
  if (orderId === undefined) return <LatestActiveOrder />;
  // A malformed id cannot be one of ours: no need to ask the server to say so.
  if (!orderIdSchema.safeParse(orderId).success) return <NotFound />;
  return <FollowedOrder orderId={orderId} />;
}
