import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerRestaurantsResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

export function getPartnerRestaurants(signal?: AbortSignal) {
  return apiRequest<typeof partnerRestaurantsResponseSchema>(partnerPaths.restaurants, {
    ...(signal ? { signal } : {}),
  });
}

export const partnerRestaurantsQueryKey = ['partner', 'restaurants'] as const;

/** The restaurants this partner runs, with their open/closed switch and hours. */
export function partnerRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: partnerRestaurantsQueryKey,
    queryFn: ({ signal }) => getPartnerRestaurants(signal),
  });
}

export function usePartnerRestaurants() {
  return useQuery(partnerRestaurantsQueryOptions());
}
