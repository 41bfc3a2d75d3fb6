import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressResponseSchema, AddressBody } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function createAddress(body: AddressBody) {
  return apiRequest<typeof addressResponseSchema>(addressPaths.create, { method: 'POST', body });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
