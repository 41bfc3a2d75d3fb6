import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@railbite/contract/common';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function deleteAddress(id: number) {
  return apiRequest<typeof successMessageSchema>(addressPaths.delete(id), { method: 'DELETE' });
}

/** SPEC.md §4: after delete the list reloads (the server may have moved the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
