import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailsResponseSchema } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function getOrderDetails(orderId: string, signal?: AbortSignal) {
  return apiRequest(apiPaths.orders.details(orderId), {
    schema: orderDetailsResponseSchema,
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
