import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart, cartResponseSchema } from '@railbite/contract/cart';
import { cartPaths } from '@railbite/contract/paths/cart';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The priced cart with its delivery times computed for `addressId` (ADR 024; the Payment page's
 * choice), or without one for the customer's default address.
 */
export function getCart(addressId?: number, signal?: AbortSignal) {
  const path = addressId === undefined ? cartPaths.get : `${cartPaths.get}?addressId=${String(addressId)}`;
  return apiRequest<typeof cartResponseSchema>(path, { ...(signal ? { signal } : {}) });
}

/** Every priced cart, whatever address it was asked for: cart changes update and refresh them all. */
export const pricedCartKey = ['cart', 'priced'] as const;

/** The priced cart (null when empty). Prices change on the server, so it is always re-read on mount. */
export function getCartQueryOptions(addressId?: number) {
  return queryOptions({
    queryKey: [...pricedCartKey, addressId ?? 'default'] as const,
    queryFn: async ({ signal }) => (await getCart(addressId, signal)).data,
    staleTime: 0,
  });
}

/**
 * The priced cart for `addressId`. Another address keeps the last cart on screen while it is
 * re-checked: its `deliveryCheck` names the address it was computed for, so the page can tell.
 */
export function useCart(addressId?: number) {
  const loggedIn = useSession().status === 'logged-in';
  return useQuery({
    ...getCartQueryOptions(addressId),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

/**
 * A cart change answers the cart for the default address. The delivery times and check depend only on
 * the restaurant and the address, so a cart read for another address keeps its own until it is re-read.
 */
export function withDeliveryOf(next: Cart | null, previous: Cart | null | undefined): Cart | null {
  if (!next || !previous?.deliveryCheck || previous.restaurantId !== next.restaurantId) return next;
  const { deliverTimeMin, deliverTimeMax, deliveryCheck } = previous;
  return { ...next, deliverTimeMin, deliverTimeMax, deliveryCheck };
}
