import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderDetailsResponseSchema } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { getOrderDetailsQueryOptions, writeOrderDetails } from './get-order-details';

export function cancelOrder(orderId: string) {
  return apiRequest<typeof orderDetailsResponseSchema>(orderPaths.cancel(orderId), {
    method: 'POST',
    body: {},
  });
}

/** A 409: the restaurant accepted (or rejected) the order before the cancellation arrived. */
export function isTooLateToCancel(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * The customer cancels before the restaurant accepts. The answer is the cancelled order (with its
 * refund); a 409 means the order moved on, so it is fetched again to show where it is now.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (response) => {
      writeOrderDetails(queryClient, response.data);
    },
    onError: (error) => {
      if (isTooLateToCancel(error))
        void queryClient.invalidateQueries({ queryKey: getOrderDetailsQueryOptions(orderId).queryKey });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders', 'history'] }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'latest-active'] }),
      ]),
  });
}
