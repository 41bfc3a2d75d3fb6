import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressResponseSchema } from '@railbite/contract/addresses';
import type { AddressBody } from '@railbite/contract/addresses';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function createAddress(body: AddressBody) {
  return apiRequest(apiPaths.addresses.create, { method: 'POST', body, schema: addressResponseSchema });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
