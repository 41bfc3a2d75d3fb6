import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetails, orderDetailsResponseSchema } from '@railbite/contract/orders';
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

type UseOrderDetailsOptions = { enabled?: boolean; initial?: OrderDetails | undefined };

/** One order; `initial` seeds it when the page already has it (the latest active order). */
export function useOrderDetails(orderId: string, { enabled = true, initial }: UseOrderDetailsOptions = {}) {
  return useQuery({
    ...getOrderDetailsQueryOptions(orderId),
    enabled,
    ...(initial ? { initialData: initial } : {}),
  });
}

/**
 * Puts newer details of an order in the cache (from the live stream or an action's answer). Details
 * that arrive late, behind what the page already shows, are dropped: the event id only grows.
 */
export function writeOrderDetails(queryClient: QueryClient, details: OrderDetails): void {
  queryClient.setQueryData(getOrderDetailsQueryOptions(details.orderId).queryKey, (current) =>
    current && current.lastEventId > details.lastEventId ? current : details,
  );
}
