import { placedOrderStatuses } from '@railbite/contract/order-rules';
import type { OrderStatus } from '@railbite/contract/orders';
import { paths } from '@/config/paths';

/** The unpaid checkout attempts' list (ADR 022), chosen like a status chip. */
export const unpaidFilter = 'unpaid';

export type PlacedOrderStatus = (typeof placedOrderStatuses)[number];

/**
 * One chip of order history: every placed order (''), placed orders in one status, or the checkout
 * attempts that were never paid.
 */
export type OrderHistoryFilter = PlacedOrderStatus | '' | typeof unpaidFilter;

function placedStatus(value: string): PlacedOrderStatus | undefined {
  const key = value.trim().toLowerCase();
  return placedOrderStatuses.find((status) => status === key);
}

/** The filter in the page's URL: `?payment=unpaid`, or `?status=` a placed status (any case). */
export function historyFilterFrom(searchParams: URLSearchParams): OrderHistoryFilter {
  if (searchParams.get('payment') === unpaidFilter) return unpaidFilter;
  return placedStatus(searchParams.get('status') ?? '') ?? '';
}

export function historyFilterParams(filter: OrderHistoryFilter): Record<string, string> {
  if (filter === unpaidFilter) return { payment: unpaidFilter };
  return filter ? { status: filter } : {};
}

/** Order history showing the unpaid attempts. */
export const unpaidAttemptsPath = `${paths.orderHistory}?${new URLSearchParams(historyFilterParams(unpaidFilter)).toString()}`;

/** The API's query for a filter (SPEC.md §7 `search`, plus ADR 022's `payment`). */
export function historyApiQuery(filter: OrderHistoryFilter): { payment: string; search: OrderStatus | '' } {
  return filter === unpaidFilter ? { payment: 'unpaid', search: '' } : { payment: 'paid', search: filter };
}
