import { queryOptions, useQuery } from '@tanstack/react-query';
import type { latestActiveOrderResponseSchema } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';

export function getLatestActiveOrder(signal?: AbortSignal) {
  return apiRequest<typeof latestActiveOrderResponseSchema>(orderPaths.latestActive, {
    ...(signal ? { signal } : {}),
  });
}

/** The customer's latest order still on its way, or null when nothing is. */
export function getLatestActiveOrderQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'latest-active'],
    queryFn: async ({ signal }) => (await getLatestActiveOrder(signal)).data,
    staleTime: 0,
  });
}

export function useLatestActiveOrder(enabled = true) {
  return useQuery({ ...getLatestActiveOrderQueryOptions(), enabled });
}
