import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressListResponseSchema } from '@railbite/contract/addresses';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { rememberAddresses } from '@/lib/address-store';
import { getAuthToken } from '@/lib/session';

/** Every load also refreshes `userAddresses` and keeps the chosen delivery address valid. */
export async function getAddresses(signal?: AbortSignal) {
  const response = await apiRequest<typeof addressListResponseSchema>(apiPaths.addresses.list, {
    ...(signal ? { signal } : {}),
  });
  rememberAddresses(response.data);
  return response.data;
}

export const addressesQueryKey = ['addresses'] as const;

export function getAddressesQueryOptions() {
  // The token is in the key so a new login never sees the previous customer's list.
  return queryOptions({
    queryKey: [...addressesQueryKey, 'list', getAuthToken() ?? ''],
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

export function useAddresses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAddressesQueryOptions(), enabled: options.enabled ?? true });
}
