import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useSupportOrder } from '../api/get-support-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliveryCodeCard } from './delivery-code-card';
import { OrderFacts } from './order-facts';
import { statusText } from '../utils/support-order-format';

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the order" className="space-y-3">
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** One order as support sees it, with what support may do to it: cancel, or issue a new code. */
export function SupportOrderPanel({ orderId }: { orderId: string }) {
  const query = useSupportOrder(orderId);
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <p role="alert" className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800">
          No order has the id {orderId}. Check it with the caller: it is on their order page.
        </p>
      );
    return (
      <ListError
        message={getErrorMessage(query.error, 'We could not load the order.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const view = query.data.data;
  const { order } = view;
  const refund = order.refunds.at(-1);
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold break-all text-stone-900">
            Order {order.orderId}
          </h2>
          <p className="text-sm text-stone-600">{statusText(order.orderStatus)}</p>
        </div>
        {view.canCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              setCancelling(true);
            }}
          >
            Cancel order…
          </Button>
        )}
      </header>
      <div aria-live="polite">
        {cancelled && order.orderStatus === 'cancelled' && (
          <p className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            Cancelled.{' '}
            {refund
              ? `The full refund is ${refund.state === 'succeeded' ? 'done' : 'initiated'}; the customer is told.`
              : 'Nothing was paid, so there is nothing to refund.'}
          </p>
        )}
      </div>
      <DeliveryCodeCard view={view} />
      <OrderFacts view={view} />
      <CancelOrderDialog
        view={view}
        open={cancelling}
        onClose={() => {
          setCancelling(false);
        }}
        onCancelled={() => {
          setCancelling(false);
          setCancelled(true);
        }}
      />
    </article>
  );
}
