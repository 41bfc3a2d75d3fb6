import { useQuery } from '@tanstack/react-query';
import type { stationRestaurantsResponseSchema } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';
import type { JourneyChoice } from '../utils/journey-choice';
import { journeyQueryString } from '../utils/journey-choice';

/** One later station's restaurants open at the train's scheduled arrival. */
export function useStationRestaurants(choice: JourneyChoice | undefined, stationCode: string | undefined) {
  return useQuery({
    queryKey: ['trains', 'station-restaurants', choice, stationCode],
    queryFn: ({ signal }) =>
      apiRequest<typeof stationRestaurantsResponseSchema>(
        `${trainPaths.stationRestaurants(choice?.trainNumber ?? '', stationCode ?? '')}?${journeyQueryString(choice)}`,
        { signal },
      ),
    enabled: choice !== undefined && stationCode !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
