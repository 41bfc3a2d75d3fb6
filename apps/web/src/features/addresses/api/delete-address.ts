import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function deleteAddress(id: number) {
  return apiRequest(apiPaths.addresses.delete(id), { method: 'DELETE', schema: successMessageSchema });
}

/** SPEC.md §4: after delete the list reloads (the server may have moved the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
