import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressResponseSchema } from '@railbite/contract/addresses';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { getAuthToken } from '@/lib/session';
import { addressesQueryKey } from './get-addresses';

export async function getAddress(id: number, signal?: AbortSignal) {
  const response = await apiRequest<typeof addressResponseSchema>(apiPaths.addresses.get(id), {
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function getAddressQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...addressesQueryKey, 'one', id, getAuthToken() ?? ''],
    queryFn: ({ signal }) => getAddress(id, signal),
    // The edit form must start from what is saved now, not from a list read a while ago.
    staleTime: 0,
  });
}

export function useAddress(id: number | undefined) {
  return useQuery({ ...getAddressQueryOptions(id ?? 0), enabled: id !== undefined });
}
