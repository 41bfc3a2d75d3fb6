import { queryOptions, useQuery } from '@tanstack/react-query';
import type { cuisinesResponseSchema } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';

export function getCuisines(signal?: AbortSignal) {
  return apiRequest<typeof cuisinesResponseSchema>(catalogPaths.cuisines, {
    ...(signal ? { signal } : {}),
  });
}

export function getCuisinesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'cuisines'],
    queryFn: ({ signal }) => getCuisines(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCuisines() {
  return useQuery(getCuisinesQueryOptions());
}
