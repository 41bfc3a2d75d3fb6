import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { getCuisinesQueryOptions } from '@/features/catalog/api/get-cuisines';
import { getRestaurantQueryOptions } from '@/features/catalog/api/get-restaurant';
import { getRestaurantItemsInfiniteQueryOptions } from '@/features/catalog/api/get-restaurant-items';
import { getRestaurantsInfiniteQueryOptions } from '@/features/catalog/api/get-restaurants';
import { discoverParams } from '@/features/catalog/components/discover-strip';
import { menuFilterFor } from '@/features/catalog/components/menu-filter-chips';
import { filtersFromSearchParams } from '@/features/catalog/components/restaurant-filter-chips';

type PageRequest = { params: Record<string, string | undefined>; searchParams: URLSearchParams };
type Prefetch = (queryClient: QueryClient, request: PageRequest) => Promise<unknown>[];

/** A failed query stays out of the page's data; the browser fetches it (and shows its error) itself. */
const settled = (query: Promise<unknown>) => query.catch(() => undefined);

const homeData: Prefetch = (queryClient, { searchParams }) => [
  settled(queryClient.query(getCuisinesQueryOptions())),
  settled(queryClient.infiniteQuery(getRestaurantsInfiniteQueryOptions(discoverParams))),
  settled(
    queryClient.infiniteQuery(
      getRestaurantsInfiniteQueryOptions({ filters: filtersFromSearchParams(searchParams) }),
    ),
  ),
];

/**
 * The public data a server-rendered page shows on arrival, keyed by route pattern: the same queries
 * (same keys) its components run, so the browser finds them answered. Pages for a logged-in customer
 * have none: the credential is in the browser's storage, so the server renders them without it.
 */
const prefetchByPattern: Record<string, Prefetch> = {
  [paths.home]: homeData,
  [paths.homeAlias]: homeData,
  [paths.restaurantMenuPattern]: (queryClient, { params }) => {
    const id = Number(params.restaurantId);
    if (!Number.isInteger(id) || id <= 0) return [];
    return [
      settled(queryClient.query(getRestaurantQueryOptions(id))),
      settled(
        queryClient.infiniteQuery(getRestaurantItemsInfiniteQueryOptions(id, menuFilterFor('all', ''))),
      ),
    ];
  },
};

/** Fetches what the page at `pattern` shows. */
export async function prefetchPageData(queryClient: QueryClient, pattern: string, request: PageRequest) {
  await Promise.all(prefetchByPattern[pattern]?.(queryClient, request) ?? []);
}
