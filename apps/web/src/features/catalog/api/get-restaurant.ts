import { queryOptions, useQuery } from '@tanstack/react-query';
import type { restaurantResponseSchema } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryPoint, withDeliveryPoint } from '@/lib/delivery-location';
import type { DeliveryPoint } from '@/lib/delivery-location';

export function getRestaurant(id: number, near: DeliveryPoint | undefined, signal?: AbortSignal) {
  const query = withDeliveryPoint(new URLSearchParams(), near).toString();
  return apiRequest<typeof restaurantResponseSchema>(
    `${catalogPaths.restaurant(id)}${query ? `?${query}` : ''}`,
    { ...(signal ? { signal } : {}) },
  );
}

/** With a delivery location the answer says whether, how far and how soon it delivers there (ADR 024). */
export function getRestaurantQueryOptions(id: number, near: DeliveryPoint | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'restaurant', id, near ?? null],
    queryFn: ({ signal }) => getRestaurant(id, near, signal),
  });
}

export function useRestaurant(id: number) {
  const near = useDeliveryPoint();
  // A new location keeps the page on screen (the menu does not blink) while the answer for it loads.
  return useQuery({ ...getRestaurantQueryOptions(id, near), placeholderData: (previous) => previous });
}
