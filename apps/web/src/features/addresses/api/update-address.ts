import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressResponseSchema } from '@railbite/contract/addresses';
import type { AddressBody } from '@railbite/contract/addresses';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function updateAddress({ id, body }: { id: number; body: AddressBody }) {
  return apiRequest(apiPaths.addresses.update(id), { method: 'PUT', body, schema: addressResponseSchema });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
