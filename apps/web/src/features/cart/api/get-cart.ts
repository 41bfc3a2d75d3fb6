import { queryOptions, useQuery } from '@tanstack/react-query';
import type { cartResponseSchema } from '@railbite/contract/cart';
import { cartPaths } from '@railbite/contract/paths/cart';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function getCart(signal?: AbortSignal) {
  return apiRequest<typeof cartResponseSchema>(cartPaths.get, { ...(signal ? { signal } : {}) });
}

/** The priced cart (null when empty). Prices change on the server, so it is always re-read on mount. */
export function getCartQueryOptions() {
  return queryOptions({
    queryKey: ['cart', 'priced'],
    queryFn: async ({ signal }) => (await getCart(signal)).data,
    staleTime: 0,
  });
}

export function useCart() {
  const loggedIn = useSession().status === 'logged-in';
  return useQuery({ ...getCartQueryOptions(), enabled: loggedIn });
}
