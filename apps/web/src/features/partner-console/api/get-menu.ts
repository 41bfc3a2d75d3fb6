import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerMenuResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';

export function getPartnerMenu(restaurantId: number, signal?: AbortSignal) {
  return apiRequest<typeof partnerMenuResponseSchema>(partnerPaths.menu(restaurantId), {
    ...(signal ? { signal } : {}),
  });
}

export const partnerMenuQueryKey = (restaurantId: number) => ['partner', 'menu', restaurantId] as const;

/** Every dish of the restaurant with its availability, as the partner manages it. */
export function partnerMenuQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: partnerMenuQueryKey(restaurantId),
    queryFn: ({ signal }) => getPartnerMenu(restaurantId, signal),
  });
}

export function usePartnerMenu(restaurantId: number) {
  return useQuery(partnerMenuQueryOptions(restaurantId));
}
