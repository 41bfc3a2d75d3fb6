import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function deleteAddress(id: number) {
  return apiRequest<typeof successMessageSchema>(apiPaths.addresses.delete(id), { method: 'DELETE' });
}

/** SPEC.md §4: after delete the list reloads (the server may have moved the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
