import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { restaurantListResponseSchema, RestaurantFilters } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';

export type RestaurantListParams = {
  cuisineId?: number | undefined;
  filters?: RestaurantFilters;
  limit?: number;
};

function toQueryString(page: number, { filters = {}, limit = 10 }: RestaurantListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) {
    if (value === true) query.set(key, 'true');
    else if (typeof value === 'string') query.set(key, value);
  }
  return query.toString();
}

export function getRestaurants(page: number, params: RestaurantListParams, signal?: AbortSignal) {
  const path =
    params.cuisineId === undefined
      ? catalogPaths.restaurants
      : catalogPaths.restaurantsByCategory(params.cuisineId);
  return apiRequest<typeof restaurantListResponseSchema>(`${path}?${toQueryString(page, params)}`, {
    ...(signal ? { signal } : {}),
  });
}

export function getRestaurantsInfiniteQueryOptions(params: RestaurantListParams) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'restaurants', params],
    queryFn: ({ pageParam, signal }) => getRestaurants(pageParam, params, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useRestaurants(params: RestaurantListParams) {
  return useInfiniteQuery(getRestaurantsInfiniteQueryOptions(params));
}
