import { useSearchParams } from 'react-router';
import { OrderHistoryList } from '@/features/orders/components/order-history-list';
import { OrderStatusFilter } from '@/features/orders/components/order-status-filter';
import { historyFilterFrom, historyFilterParams } from '@/features/orders/utils/history-filter';
import type { OrderHistoryFilter } from '@/features/orders/utils/history-filter';

/**
 * SPEC.md §2 Order history (user/order-history). The filter lives in the URL: `?status=` a placed
 * order's status, or `?payment=unpaid` for the checkout attempts never paid (ADR 022).
 */
export function OrderHistoryRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = historyFilterFrom(searchParams);
  const changeFilter = (next: OrderHistoryFilter) => {
    setSearchParams(historyFilterParams(next), { replace: true });
  };
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
      <title>Order History — RailBite</title>
      <h1 className="mb-4 text-2xl font-bold text-stone-900">Order History</h1>
      <OrderStatusFilter value={filter} onChange={changeFilter} />
      <div className="mt-4">
        <OrderHistoryList
          key={filter}
          filter={filter}
          onShowAll={() => {
            changeFilter('');
          }}
        />
      </div>
    </main>
  );
}
