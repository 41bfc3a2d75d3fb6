import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mapConfigResponseSchema } from '@railbite/contract/geo';
import { geoPaths } from '@railbite/contract/paths/geo';
import { apiRequest } from '@/lib/api-client';

export function getMapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['geo', 'map-config'],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof mapConfigResponseSchema>(geoPaths.mapConfig, { signal })).data,
    staleTime: Infinity,
  });
}

export function useMapConfig() {
  return useQuery(getMapConfigQueryOptions());
}
