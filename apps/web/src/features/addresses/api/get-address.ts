import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressResponseSchema } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addressesQueryKey } from './get-addresses';

export async function getAddress(id: number, signal?: AbortSignal) {
  const response = await apiRequest<typeof addressResponseSchema>(addressPaths.get(id), {
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function getAddressQueryOptions(id: number, sessionKey: string) {
  return queryOptions({
    queryKey: [...addressesQueryKey, 'one', id, sessionKey],
    queryFn: ({ signal }) => getAddress(id, signal),
    // The edit form must start from what is saved now, not from a list read a while ago.
    staleTime: 0,
  });
}

export function useAddress(id: number | undefined) {
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  return useQuery({
    ...getAddressQueryOptions(id ?? 0, loggedIn ? session.key : ''),
    enabled: id !== undefined && loggedIn,
  });
}
