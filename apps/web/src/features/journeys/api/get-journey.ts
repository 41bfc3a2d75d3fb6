import { useQuery } from '@tanstack/react-query';
import type { journeyResponseSchema } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';
import type { JourneyChoice } from '../utils/journey-choice';
import { journeyQueryString } from '../utils/journey-choice';

/** The stations after boarding, with times and whether food can still be ordered to each. */
export function useJourney(choice: JourneyChoice | undefined) {
  return useQuery({
    queryKey: ['trains', 'journey', choice],
    queryFn: ({ signal }) =>
      apiRequest<typeof journeyResponseSchema>(
        `${trainPaths.journey(choice?.trainNumber ?? '')}?${journeyQueryString(choice)}`,
        { signal },
      ),
    enabled: choice !== undefined,
    // "Passed" and "order by" move with the clock: ask again after a minute on screen.
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
