import type { SupportOrderSummary } from '@railbite/contract/admin';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useOrdersByPhone } from '../api/find-orders-by-phone';
import { statusText, supportTime } from '../utils/support-order-format';

function whoseNumber(order: SupportOrderSummary): string {
  if (order.phoneIs === 'passenger') return 'the passenger’s number';
  return order.toSeat ? 'to a seat' : 'to an address';
}

/** The caller's newest orders; choosing one opens it below. */
export function CallerOrders({
  phone,
  openOrderId,
  onOpen,
}: {
  phone: string;
  openOrderId: string | null;
  onOpen: (orderId: string) => void;
}) {
  const query = useOrdersByPhone(phone);
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label="Loading the caller’s orders" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <ListError
        message={getErrorMessage(query.error, 'We could not load the caller’s orders.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const orders = query.data.data;
  if (orders.length === 0)
    return (
      <p role="status" className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800">
        No orders for {phone}, as an account or as a passenger. Ask for the number they ordered with, or the
        order id on their order page.
      </p>
    );
  return (
    <ul
      aria-label={`Orders for ${phone}`}
      className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
    >
      {orders.map((order) => (
        <li key={order.orderId}>
          <button
            type="button"
            aria-current={order.orderId === openOrderId ? 'true' : undefined}
            onClick={() => {
              onOpen(order.orderId);
            }}
            className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:bg-brand-50"
          >
            <span className="font-semibold break-all text-stone-900">{order.orderId}</span>
            <span className="text-stone-700">
              {order.restaurantName} · {formatRupees(order.totalAmount)} · {statusText(order.orderStatus)}
            </span>
            <span className="w-full text-xs text-stone-500">
              {supportTime(order.createdAt)} · {whoseNumber(order)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
