import { queryOptions } from '@tanstack/react-query';
import type { paymentStatusResponseSchema } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';

export function getPaymentStatus(orderId: string, signal?: AbortSignal) {
  return apiRequest<typeof paymentStatusResponseSchema>(orderPaths.paymentStatus(orderId), {
    ...(signal ? { signal } : {}),
  });
}

/** The gateway-verified payment state of one order; never cached, it is what the page waits on. */
export function getPaymentStatusQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'payment-status', orderId],
    queryFn: ({ signal }) => getPaymentStatus(orderId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
