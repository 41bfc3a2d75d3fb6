import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressResponseSchema, AddressBody } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

export function updateAddress({ id, body }: { id: number; body: AddressBody }) {
  return apiRequest<typeof addressResponseSchema>(addressPaths.update(id), { method: 'PUT', body });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
