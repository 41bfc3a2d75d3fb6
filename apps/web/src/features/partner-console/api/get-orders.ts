import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerOrdersResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

export function getBoardOrders(restaurantId: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ restaurantId: String(restaurantId) });
  return apiRequest<typeof partnerOrdersResponseSchema>(`${partnerPaths.orders}?${query.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export const boardQueryKey = (restaurantId: number) => ['partner', 'orders', restaurantId] as const;

/** How often the board asks for its orders again. */
export const boardRefreshMs = 10_000;

/**
 * The board of one restaurant: its open orders and today's finished ones, with the server's clock.
 * Refreshed on a timer, in the background too: a kitchen's tablet may show another tab when an
 * order comes in, and the title badge and sound must still tell it.
 */
export function boardQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: boardQueryKey(restaurantId),
    queryFn: ({ signal }) => getBoardOrders(restaurantId, signal),
    staleTime: 0,
    refetchInterval: boardRefreshMs,
    refetchIntervalInBackground: true,
  });
}

export function useBoardOrders(restaurantId: number) {
  return useQuery(boardQueryOptions(restaurantId));
}
