import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { issueDeliveryCodeResponseSchema } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { apiRequest } from '@/lib/api-client';
import { supportOrderQueryOptions } from './get-support-order';

function issueDeliveryCode(orderId: string) {
  return apiRequest<typeof issueDeliveryCodeResponseSchema>(adminPaths.deliveryCode(orderId), {
    method: 'POST',
    body: {},
  });
}

/** A new delivery code for a locked seat order (POST admin/orders/{orderId}/delivery-code). */
export function useIssueDeliveryCode(orderId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = supportOrderQueryOptions(orderId);
  return useMutation({
    mutationFn: () => issueDeliveryCode(orderId),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKey, { success: true as const, data });
    },
    // A refusal (409) means the order is not what the page showed: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
