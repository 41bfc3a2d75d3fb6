import type { QueryClient } from '@tanstack/react-query';
import type { Address } from '@railbite/contract/addresses';
import type { CurrentUser } from '@railbite/contract/auth';
import { paths } from '@/config/paths';
import { preselectedAddress } from '@/lib/address-store';
import type { DeliveryPoint } from '@/lib/delivery-location';
import { getMe } from '@/features/auth/api/get-me';
import { getAddresses } from '@/features/addresses/api/get-addresses';
import { getCartQueryOptions } from '@/features/cart/api/get-cart';
import { cartInfoQueryKey, getCartCount } from '@/features/cart/api/get-cart-count';
import { getOrdersHistoryInfiniteQueryOptions } from '@/features/orders/api/get-orders-history';
import { historyFilterFrom } from '@/features/orders/utils/history-filter';
import { getCuisinesQueryOptions } from '@/features/catalog/api/get-cuisines';
import { getRestaurantQueryOptions } from '@/features/catalog/api/get-restaurant';
import { getRestaurantItemsInfiniteQueryOptions } from '@/features/catalog/api/get-restaurant-items';
import { getRestaurantsInfiniteQueryOptions } from '@/features/catalog/api/get-restaurants';
import { discoverParams } from '@/features/catalog/components/discover-strip';
import { menuFilterFor } from '@/features/catalog/components/menu-filter-chips';
import { filtersFromSearchParams } from '@/features/catalog/components/restaurant-filter-chips';

type PageRequest = { params: Record<string, string | undefined>; searchParams: URLSearchParams };
/** What a page shows to everyone, for the delivery location it is rendered for (ADR 025). */
type PublicPageRequest = PageRequest & { near: DeliveryPoint | undefined };
type Prefetch = (queryClient: QueryClient, request: PublicPageRequest) => Promise<unknown>[];

/** A failed query stays out of the page's data; the browser fetches it (and shows its error) itself. */
const settled = (query: Promise<unknown>) => query.catch(() => undefined);

const homeData: Prefetch = (queryClient, { searchParams, near }) => [
  settled(queryClient.query(getCuisinesQueryOptions())),
  settled(queryClient.infiniteQuery(getRestaurantsInfiniteQueryOptions({ ...discoverParams, near }))),
  settled(
    queryClient.infiniteQuery(
      getRestaurantsInfiniteQueryOptions({ filters: filtersFromSearchParams(searchParams), near }),
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
  [paths.restaurantMenuPattern]: (queryClient, { params, near }) => {
    const id = Number(params.restaurantId);
    if (!Number.isInteger(id) || id <= 0) return [];
    return [
      settled(queryClient.query(getRestaurantQueryOptions(id, near))),
      settled(
        queryClient.infiniteQuery(getRestaurantItemsInfiniteQueryOptions(id, menuFilterFor('all', ''))),
      ),
    ];
  },
};

type CustomerPrefetch = (
  queryClient: QueryClient,
  request: PageRequest,
  customer: { savedAddresses: Address[] },
) => Promise<unknown>[];

/** What a logged-in customer's own pages show beyond the header (ADR 014). */
const customerDataByPattern: Record<string, CustomerPrefetch> = {
  // Priced for the address the page preselects, as the browser will ask for it (ADR 024).
  [paths.cart]: (queryClient, _request, { savedAddresses }) => [
    settled(queryClient.query(getCartQueryOptions(preselectedAddress(savedAddresses)?.id))),
  ],
  // The menu's sticky bar says how far the cart is from free delivery, from the priced cart.
  [paths.restaurantMenuPattern]: (queryClient) => [settled(queryClient.query(getCartQueryOptions()))],
  [paths.orderHistory]: (queryClient, { searchParams }) => [
    settled(queryClient.infiniteQuery(getOrdersHistoryInfiniteQueryOptions(historyFilterFrom(searchParams)))),
  ],
};

/** Fetches what the page at `pattern` shows to everyone, for the page's delivery location. */
export async function prefetchPageData(
  queryClient: QueryClient,
  pattern: string,
  request: PublicPageRequest,
) {
  await Promise.all(prefetchByPattern[pattern]?.(queryClient, request) ?? []);
}

export type CustomerData = { user: CurrentUser; savedAddresses: Address[] };

/**
 * Fetches what the logged-in customer behind the page request's session sees (ADR 014): who they are
 * and their saved addresses, which reach the browser in the rendered view (only the spec's user
 * fields; the browser re-reads both once it has hydrated, as at every start), their cart's lines (the
 * header and item buttons), then the page's own data. A dead session, or any of the first three
 * failing, answers null and the page renders as for a visitor: the browser would otherwise fill the
 * gap from its own storage and render something else.
 */
export async function prefetchCustomerData(
  queryClient: QueryClient,
  pattern: string,
  request: PageRequest,
): Promise<CustomerData | null> {
  const customer = await Promise.all([getMe(), getAddresses(), getCartCount()]).catch(() => null);
  if (!customer) return null;
  const [me, savedAddresses, cartInfo] = customer;
  queryClient.setQueryData(cartInfoQueryKey, cartInfo);
  await Promise.all(customerDataByPattern[pattern]?.(queryClient, request, { savedAddresses }) ?? []);
  const { name, email, mobile, roleType } = me.data;
  return { user: { name, email, mobile, roleType }, savedAddresses };
}
