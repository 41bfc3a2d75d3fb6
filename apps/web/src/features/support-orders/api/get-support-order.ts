import { queryOptions, useQuery } from '@tanstack/react-query';
import type { supportOrderResponseSchema } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiRequest } from '@/lib/api-client';

/** One order as support sees it (GET admin/orders/{orderId}); never its delivery code. */
export function supportOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', orderId] as const,
    queryFn: ({ signal }) =>
      apiRequest<typeof supportOrderResponseSchema>(adminPaths.order(orderId), { signal }),
    // A support call is about the order as it is now: read it again whenever it is looked up.
    staleTime: 0,
    retry: false,
  });
}

export function useSupportOrder(orderId: string) {
  return useQuery(supportOrderQueryOptions(orderId));
}
