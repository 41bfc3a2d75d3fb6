import { useSearchParams } from 'react-router';
import type { OrderHistoryFilter } from '@/features/orders/api/get-orders-history';
import { OrderHistoryList } from '@/features/orders/components/order-history-list';
import { OrderStatusFilter } from '@/features/orders/components/order-status-filter';
import { normaliseOrderStatus } from '@/features/orders/utils/order-status-display';

/** SPEC.md §2 Order history (user/order-history). The status filter lives in the URL (`?status=`). */
export function OrderHistoryRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: OrderHistoryFilter = normaliseOrderStatus(searchParams.get('status') ?? '') ?? '';
  const changeFilter = (next: OrderHistoryFilter) => {
    setSearchParams(next ? { status: next } : {}, { replace: true });
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
