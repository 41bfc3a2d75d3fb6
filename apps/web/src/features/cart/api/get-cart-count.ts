import { queryOptions, useQuery } from '@tanstack/react-query';
import type { cartCountResponseSchema } from '@railbite/contract/cart';
import { cartPaths } from '@railbite/contract/paths/cart';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { emptyCartInfo, readStoredCartInfo, storeCartInfo } from '../utils/cart-info';
import type { CartInfo } from '../utils/cart-info';

export async function getCartCount(signal?: AbortSignal): Promise<CartInfo> {
  const { data } = await apiRequest<typeof cartCountResponseSchema>(cartPaths.count, {
    ...(signal ? { signal } : {}),
  });
  storeCartInfo(data);
  return data;
}

export const cartInfoQueryKey = ['cart', 'info'] as const;

/**
 * The cart's lines, shown at once from the last synced copy in localStorage and re-read from the
 * server as soon as a logged-in page starts (SPEC.md §4 "At start, if logged in, the cart is loaded").
 */
export function getCartInfoQueryOptions() {
  return queryOptions({
    queryKey: cartInfoQueryKey,
    queryFn: ({ signal }) => getCartCount(signal),
    initialData: readStoredCartInfo,
    initialDataUpdatedAt: 0,
  });
}

/** The cart's lines for the logged-in customer; an empty cart when logged out. */
export function useCartInfo(): { info: CartInfo; isSynced: boolean } {
  const loggedIn = useSession().status === 'logged-in';
  const query = useQuery({ ...getCartInfoQueryOptions(), enabled: loggedIn });
  if (!loggedIn) return { info: emptyCartInfo, isSynced: true };
  // A failed sync is only logged (SPEC.md §8); the stored copy stays on screen.
  return { info: query.data, isSynced: query.isFetchedAfterMount || query.isError };
}
