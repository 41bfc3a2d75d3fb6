import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderDetailsResponseSchema } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';

export function getOrderDetails(orderId: string, signal?: AbortSignal) {
  return apiRequest<typeof orderDetailsResponseSchema>(orderPaths.details(orderId), {
    ...(signal ? { signal } : {}),
  });
}

export function getOrderDetailsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'details', orderId],
    queryFn: async ({ signal }) => (await getOrderDetails(orderId, signal)).data,
  });
}

export function useOrderDetails(orderId: string, enabled = true) {
  return useQuery({ ...getOrderDetailsQueryOptions(orderId), enabled });
}
