import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { orderHistoryResponseSchema } from '@railbite/contract/orders';
import { pageLimits } from '@railbite/contract/paging-rules';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { historyApiQuery } from '../utils/history-filter';
import type { OrderHistoryFilter } from '../utils/history-filter';

export function getOrdersHistory(page: number, filter: OrderHistoryFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(pageLimits.defaultLimit),
    ...historyApiQuery(filter),
  });
  return apiRequest<typeof orderHistoryResponseSchema>(`${orderPaths.history}?${query.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

/** Pages of 10, newest first; a new filter is a new query, so it starts again at page 1. */
export function getOrdersHistoryInfiniteQueryOptions(filter: OrderHistoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['orders', 'history', filter],
    queryFn: ({ pageParam, signal }) => getOrdersHistory(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** Waits for the session: a server-rendered page is hydrated before the browser's session is read. */
export function useOrdersHistory(filter: OrderHistoryFilter) {
  const loggedIn = useSession().status === 'logged-in';
  return useInfiniteQuery({ ...getOrdersHistoryInfiniteQueryOptions(filter), enabled: loggedIn });
}
