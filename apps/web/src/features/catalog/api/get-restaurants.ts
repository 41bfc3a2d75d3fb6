import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  restaurantListResponseSchema,
  RestaurantFilters,
  RestaurantListResponse,
} from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryPoint, withDeliveryPoint } from '@/lib/delivery-location';
import type { DeliveryPoint } from '@/lib/delivery-location';

export type RestaurantListParams = {
  cuisineId?: number | undefined;
  filters?: RestaurantFilters;
  limit?: number;
  /** The delivery location (ADR 025): only the restaurants delivering there, with their distance. */
  near?: DeliveryPoint | undefined;
};

function toQueryString(page: number, { filters = {}, limit = 10, near }: RestaurantListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) {
    if (value === true) query.set(key, 'true');
    else if (typeof value === 'string') query.set(key, value);
  }
  return withDeliveryPoint(query, near).toString();
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
    getNextPageParam: (last) => (hasMoreRestaurants(last) ? last.page + 1 : undefined),
  });
}

/**
 * Whether another page follows. A list for a busy place stops counting (`totalIsLowerBound`): it goes
 * on until a page comes back short.
 */
export function hasMoreRestaurants(last: RestaurantListResponse): boolean {
  if (last.totalIsLowerBound) return last.restaurants.length === last.limit;
  return last.page * last.limit < last.total;
}

/** Every list asks for the current delivery location's restaurants (ADR 025). */
export function useRestaurants(params: Omit<RestaurantListParams, 'near'>) {
  const near = useDeliveryPoint();
  return useInfiniteQuery(getRestaurantsInfiniteQueryOptions({ ...params, near }));
}
