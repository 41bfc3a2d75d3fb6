import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { restaurantItemsResponseSchema, MealCategory } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';

export type MenuFilter = {
  mealCategory?: MealCategory | undefined;
  bestsellersOnly: boolean;
  search: string;
};

export function getRestaurantItems(
  restaurantId: number,
  page: number,
  filter: MenuFilter,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ page: String(page), limit: '10' });
  if (filter.mealCategory) query.set('mealCategory', filter.mealCategory);
  if (filter.bestsellersOnly) query.set('isBestseller', '1');
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return apiRequest<typeof restaurantItemsResponseSchema>(
    `${catalogPaths.restaurantItems(restaurantId)}?${query.toString()}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

export function getRestaurantItemsInfiniteQueryOptions(restaurantId: number, filter: MenuFilter) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'restaurant-items', restaurantId, filter],
    queryFn: ({ pageParam, signal }) => getRestaurantItems(restaurantId, pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useRestaurantItems(restaurantId: number, filter: MenuFilter) {
  return useInfiniteQuery(getRestaurantItemsInfiniteQueryOptions(restaurantId, filter));
}
