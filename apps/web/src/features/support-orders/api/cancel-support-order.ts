import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelOrderBody } from '@railbite/contract/admin';
import type { orderDetailsResponseSchema } from '@railbite/contract/orders';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiRequest } from '@/lib/api-client';

function cancelOrder(orderId: string, body: AdminCancelOrderBody) {
  return apiRequest<typeof orderDetailsResponseSchema>(adminPaths.cancelOrder(orderId), {
    method: 'POST',
    body,
  });
}

/**
 * Support cancels the order with a reason (POST admin/cancel-order): the view is read again after a
 * cancellation, and after a refusal too (a 409 means the order moved on meanwhile), and so is a
 * caller's list of orders, which shows its status.
 */
export function useCancelSupportOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancelOrderBody) => cancelOrder(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
