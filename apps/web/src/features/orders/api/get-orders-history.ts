import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { orderHistoryResponseSchema, OrderStatus } from '@railbite/contract/orders';
import { pageLimits } from '@railbite/contract/paging-rules';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** A status key, or '' for every order (SPEC.md §7 `search`). */
export type OrderHistoryFilter = OrderStatus | '';

export function getOrdersHistory(page: number, search: OrderHistoryFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(pageLimits.defaultLimit),
    search,
  });
  return apiRequest<typeof orderHistoryResponseSchema>(`${orderPaths.history}?${query.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

/** Pages of 10, newest first; a new filter is a new query, so it starts again at page 1. */
export function getOrdersHistoryInfiniteQueryOptions(search: OrderHistoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['orders', 'history', search],
    queryFn: ({ pageParam, signal }) => getOrdersHistory(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** Waits for the session: a server-rendered page is hydrated before the browser's session is read. */
export function useOrdersHistory(search: OrderHistoryFilter) {
  const loggedIn = useSession().status === 'logged-in';
  return useInfiniteQuery({ ...getOrdersHistoryInfiniteQueryOptions(search), enabled: loggedIn });
}
