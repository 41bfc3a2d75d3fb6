import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { partnerRestaurantsResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

type PartnerRestaurantsResponse = z.output<typeof partnerRestaurantsResponseSchema>;

export function getPartnerRestaurants(signal?: AbortSignal) {
  return apiRequest<typeof partnerRestaurantsResponseSchema>(partnerPaths.restaurants, {
    ...(signal ? { signal } : {}),
  });
}

export const partnerRestaurantsQueryKey = ['partner', 'restaurants'] as const;

/**
 * How often the console asks again for a partner who runs several restaurants: the board's stream
 * covers only the restaurant shown, and an order elsewhere is rejected unseen after its accept window.
 */
export const otherRestaurantsRefreshMs = 20_000;

const runsSeveral = (data: PartnerRestaurantsResponse | undefined) => (data?.data.length ?? 0) > 1;

/** The restaurants this partner runs, with their open/closed switch, hours and orders waiting. */
export function partnerRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: partnerRestaurantsQueryKey,
    queryFn: ({ signal }) => getPartnerRestaurants(signal),
  });
}

/**
 * `watchWaiting` (the console): with several restaurants, the list and its waiting counts refresh
 * every 20 s, in a background tab too (the page title and the chime are for that tab), and on
 * return to the window. With one restaurant its board's stream tells everything.
 */
export function usePartnerRestaurants({ watchWaiting = false }: { watchWaiting?: boolean } = {}) {
  return useQuery({
    ...partnerRestaurantsQueryOptions(),
    refetchInterval: (query) =>
      watchWaiting && runsSeveral(query.state.data) ? otherRestaurantsRefreshMs : false,
    refetchIntervalInBackground: watchWaiting,
    refetchOnWindowFocus: (query) => (watchWaiting && runsSeveral(query.state.data) ? 'always' : false),
  });
}

/**
 * The board is the freshest word on its own restaurant's waiting orders: it writes them into the
 * list, so the count is right when the partner turns to another restaurant.
 */
export function setAwaitingAcceptance(queryClient: QueryClient, restaurantId: number, count: number) {
  queryClient.setQueryData<PartnerRestaurantsResponse>(partnerRestaurantsQueryKey, (current) => {
    if (!current) return current;
    const listed = current.data.find((restaurant) => restaurant.restaurantId === restaurantId);
    if (!listed || listed.awaitingAcceptance === count) return current;
    return {
      ...current,
      data: current.data.map((restaurant) =>
        restaurant === listed ? { ...restaurant, awaitingAcceptance: count } : restaurant,
      ),
    };
  });
}
