import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressResponseSchema } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function setDefaultAddress(id: number) {
  return apiRequest<typeof addressResponseSchema>(addressPaths.setDefault(id), { method: 'PUT' });
}

/** SPEC.md §4: after set-default the list reloads. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
