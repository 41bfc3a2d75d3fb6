import type { QueryClient } from '@tanstack/react-query';
import type { Address } from '@railbite/contract/addresses';
import type { CurrentUser } from '@railbite/contract/auth';
import { paths } from '@/config/paths';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { getAddressesQueryOptions } from '@/features/addresses/api/get-addresses';
import { getCartQueryOptions } from '@/features/cart/api/get-cart';
import { getCartInfoQueryOptions } from '@/features/cart/api/get-cart-count';
import { getOrdersHistoryInfiniteQueryOptions } from '@/features/orders/api/get-orders-history';
import { normaliseOrderStatus } from '@/features/orders/utils/order-status-display';
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
 * (same keys) its components run, so the browser finds them answered.
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

/** What a logged-in customer's own pages show beyond the header (ADR 014). */
const customerDataByPattern: Record<string, Prefetch> = {
  [paths.cart]: (queryClient) => [settled(queryClient.query(getCartQueryOptions()))],
  [paths.orderHistory]: (queryClient, { searchParams }) => [
    settled(
      queryClient.infiniteQuery(
        getOrdersHistoryInfiniteQueryOptions(normaliseOrderStatus(searchParams.get('status') ?? '') ?? ''),
      ),
    ),
  ],
};

/** Fetches what the page at `pattern` shows to everyone. */
export async function prefetchPageData(queryClient: QueryClient, pattern: string, request: PageRequest) {
  await Promise.all(prefetchByPattern[pattern]?.(queryClient, request) ?? []);
}

export type CustomerData = { user: CurrentUser; savedAddresses: Address[] };

/**
 * Fetches what the logged-in customer behind the page request's session sees: who they are (a dead
 * session answers null, and the page renders as for a visitor), their cart's lines and saved
 * addresses (the header), and the page's own data. `sessionKey` names the login in query keys.
 */
export async function prefetchCustomerData(
  queryClient: QueryClient,
  pattern: string,
  request: PageRequest,
  sessionKey: string,
): Promise<CustomerData | null> {
  const me = await queryClient.query(getMeQueryOptions(sessionKey)).catch(() => null);
  if (!me) return null;
  const addressesQuery = getAddressesQueryOptions(sessionKey);
  await Promise.all([
    settled(queryClient.query(getCartInfoQueryOptions())),
    settled(queryClient.query(addressesQuery)),
    ...(customerDataByPattern[pattern]?.(queryClient, request) ?? []),
  ]);
  const { name, email, mobile, roleType } = me.data;
  return {
    user: { name, email, mobile, roleType },
    savedAddresses: queryClient.getQueryData(addressesQuery.queryKey) ?? [],
  };
}
