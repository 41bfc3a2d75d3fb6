import { queryOptions, useQuery } from '@tanstack/react-query';
import type { supportOrderSearchResponseSchema } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiRequest } from '@/lib/api-client';

/** A caller's newest orders by the number they ring from (GET admin/orders?phone=). */
export function ordersByPhoneQueryOptions(phone: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'by-phone', phone] as const,
    queryFn: ({ signal }) =>
      apiRequest<typeof supportOrderSearchResponseSchema>(
        `${adminPaths.orders}?phone=${encodeURIComponent(phone)}`,
        { signal },
      ),
    staleTime: 0,
    retry: false,
  });
}

export function useOrdersByPhone(phone: string) {
  return useQuery(ordersByPhoneQueryOptions(phone));
}
