import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { paths } from '@/config/paths';
import { useOrdersHistory } from '../api/get-orders-history';
import { unpaidAttemptsPath, unpaidFilter } from '../utils/history-filter';
import type { OrderHistoryFilter } from '../utils/history-filter';
import { orderStatusDisplay } from '../utils/order-status-display';
import { OrderHistoryCard, OrderHistoryCardSkeleton } from './order-history-card';

function countNoun(filter: OrderHistoryFilter, total: number): string {
  if (filter === unpaidFilter) return total === 1 ? 'unpaid attempt' : 'unpaid attempts';
  return total === 1 ? 'order' : 'orders';
}

/** SPEC.md §8 Order history fetch failure. */
export const ordersFetchError = 'Failed to fetch orders. Please try again.';

function EmptyHistory({ filter, onShowAll }: { filter: OrderHistoryFilter; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <ReceiptText className="size-10 text-stone-400" aria-hidden />
      {filter ? (
        <>
          <p className="font-semibold text-stone-800">
            {filter === unpaidFilter ? (
              'No unpaid checkout attempts'
            ) : (
              <>No orders with status &lsquo;{orderStatusDisplay(filter).label}&rsquo;</>
            )}
          </p>
          {filter === unpaidFilter && (
            <p className="text-sm text-stone-600">
              A payment that fails or is left unfinished shows here, not among your orders.
            </p>
          )}
          <Button variant="secondary" className="mt-2 min-h-11" onClick={onShowAll}>
            Show all orders
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold text-stone-800">No orders yet</p>
          <p className="text-sm text-stone-600">Your orders will appear here once you place one.</p>
          <Link to={paths.home} className={`mt-2 min-h-11 ${buttonClassName('primary')}`}>
            Browse restaurants
          </Link>
          <Link
            to={unpaidAttemptsPath}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
          >
            Payments that did not go through are under Unpaid
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * The customer's orders under one status filter, newest first, ten at a time. The parent keys this by
 * filter, so a new filter starts again at page 1 with every card closed (SPEC.md §4 Order history).
 */
export function OrderHistoryList({
  filter,
  onShowAll,
}: {
  filter: OrderHistoryFilter;
  onShowAll: () => void;
}) {
  const query = useOrdersHistory(filter);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const listRef = useRef<HTMLUListElement>(null);
  // After Load More, focus moves to the first new order (the button may be gone once all are shown).
  const focusFromIndex = useRef<number | null>(null);
  const shownCount = data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;

  useEffect(() => {
    const index = focusFromIndex.current;
    if (index === null || shownCount <= index) return;
    focusFromIndex.current = null;
    listRef.current?.children[index]?.querySelector('button')?.focus();
  }, [shownCount]);

  const loadMore = () => {
    focusFromIndex.current = shownCount;
    void fetchNextPage();
  };

  // SPEC.md §8: the error text on the page, plus an error toast (one at a time, not one per retry).
  useEffect(() => {
    if (query.isError) toast.error(ordersFetchError, { id: 'orders-history-error' });
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isError && !data) {
    return (
      <ListError
        message={ordersFetchError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your orders…
        </p>
        <ul className="space-y-3">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <OrderHistoryCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const orders = data.pages.flatMap((page) => page.data);
  const total = data.pages.at(-1)?.total ?? 0;
  if (orders.length === 0) return <EmptyHistory filter={filter} onShowAll={onShowAll} />;

  return (
    <div>
      <p aria-live="polite" className="mb-3 text-sm text-stone-600">
        Showing {orders.length} of {total} {countNoun(filter, total)}
      </p>
      <ul ref={listRef} className="space-y-3">
        {orders.map((order) => (
          <li key={order.orderId}>
            <OrderHistoryCard
              order={order}
              expanded={expandedId === order.orderId}
              onToggle={() => {
                setExpandedId((open) => (open === order.orderId ? null : order.orderId));
              }}
            />
          </li>
        ))}
      </ul>
      <div className="py-6 text-center text-sm text-stone-600">
        {isFetchNextPageError ? (
          <div role="alert" className="flex flex-col items-center gap-2">
            <p className="text-red-800">{ordersFetchError}</p>
            <Button variant="secondary" className="min-h-11" onClick={loadMore}>
              Try again
            </Button>
          </div>
        ) : hasNextPage ? (
          <Button
            variant="secondary"
            className="min-h-11 w-full sm:w-auto"
            onClick={loadMore}
            pending={isFetchingNextPage}
            pendingLabel="Loading…"
          >
            Load More
          </Button>
        ) : (
          <p>{filter === unpaidFilter ? "That's all your unpaid attempts" : "That's all your orders"}</p>
        )}
      </div>
    </div>
  );
}
