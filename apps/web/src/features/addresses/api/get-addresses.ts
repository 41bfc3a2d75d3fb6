import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressListResponseSchema } from '@railbite/contract/addresses';
import { addressPaths } from '@railbite/contract/paths/addresses';
import { apiRequest } from '@/lib/api-client';
import { rememberAddresses } from '@/lib/address-store';
import { useSession } from '@/lib/session';

/** Every load also refreshes `userAddresses` and keeps the chosen delivery address valid. */
export async function getAddresses(signal?: AbortSignal) {
  const response = await apiRequest<typeof addressListResponseSchema>(addressPaths.list, {
    ...(signal ? { signal } : {}),
  });
  rememberAddresses(response.data);
  return response.data;
}

export const addressesQueryKey = ['addresses'] as const;

/** `sessionKey` names the login: a new login never sees the previous customer's list. */
export function getAddressesQueryOptions(sessionKey: string) {
  return queryOptions({
    queryKey: [...addressesQueryKey, 'list', sessionKey],
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

/** The logged-in customer's saved addresses (loaded only when logged in). */
export function useAddresses() {
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  return useQuery({ ...getAddressesQueryOptions(loggedIn ? session.key : ''), enabled: loggedIn });
}
