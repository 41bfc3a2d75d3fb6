import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressResponseSchema } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { selectAddress } from '@/lib/address-store';
import { addressesQueryKey } from './get-addresses';

export function setDefaultAddress(id: number) {
  return apiRequest<typeof addressResponseSchema>(addressPaths.setDefault(id), { method: 'PUT' });
}

/**
 * SPEC.md §4: after set-default the list reloads. The new default is also the delivery address at once
 * (issue 15): the header and the Payment page follow without waiting for the next login.
 */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (answer) => {
      selectAddress(answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
