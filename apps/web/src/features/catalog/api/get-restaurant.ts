import { queryOptions, useQuery } from '@tanstack/react-query';
import type { restaurantResponseSchema } from '@railbite/contract/catalog';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function getRestaurant(id: number, signal?: AbortSignal) {
  return apiRequest<typeof restaurantResponseSchema>(apiPaths.catalog.restaurant(id), {
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
