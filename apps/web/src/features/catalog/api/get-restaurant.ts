import { queryOptions, useQuery } from '@tanstack/react-query';
import type { restaurantResponseSchema } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';

export function getRestaurant(id: number, signal?: AbortSignal) {
  return apiRequest<typeof restaurantResponseSchema>(catalogPaths.restaurant(id), {
    ...(signal ? { signal } : {}),
  });
}

export function getRestaurantQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalog', 'restaurant', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });
}

export function useRestaurant(id: number) {
  return useQuery(getRestaurantQueryOptions(id));
}
