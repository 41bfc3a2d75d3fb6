import { useQuery } from '@tanstack/react-query';
import type { stationRestaurantsResponseSchema } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';
import type { JourneyTarget } from '@/lib/journey-target';

/**
 * The seat's stop as the server computes it now (ADR 029): the scheduled arrival and this restaurant's
 * order-by time for it. The Payment page shows these and counts down to the order-by time; init-order
 * checks them again.
 */
export function useSeatStop(target: JourneyTarget, restaurantId: number) {
  return useQuery({
    queryKey: ['trains', 'seat-stop', target.trainNumber, target.date, target.from, target.stationCode],
    queryFn: ({ signal }) =>
      apiRequest<typeof stationRestaurantsResponseSchema>(
        `${trainPaths.stationRestaurants(target.trainNumber, target.stationCode)}?${new URLSearchParams({
          date: target.date,
          from: target.from,
        }).toString()}`,
        { signal },
      ),
    select: ({ data }) => ({
      journey: data.journey,
      station: data.station,
      restaurant: data.restaurants.find((restaurant) => restaurant.id === restaurantId),
      timetable: data.timetable,
    }),
    staleTime: 60_000,
    retry: false,
  });
}
