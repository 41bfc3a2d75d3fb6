import { useQuery } from '@tanstack/react-query';
import type { trainRouteResponseSchema } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';

/** A train's stops, for the boarding picker; the timetable does not change while the app runs. */
export function useTrainRoute(trainNumber: string | undefined) {
  return useQuery({
    queryKey: ['trains', 'route', trainNumber],
    queryFn: ({ signal }) =>
      apiRequest<typeof trainRouteResponseSchema>(trainPaths.route(trainNumber ?? ''), { signal }),
    enabled: trainNumber !== undefined,
    staleTime: Infinity,
  });
}
