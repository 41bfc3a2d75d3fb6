import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  partnerRestaurantResponseSchema,
  partnerRestaurantsResponseSchema,
  UpdateRestaurantStatusBody,
} from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partnerRestaurantsQueryKey } from './get-restaurants';

/** Open or closed now, and the opening hours (either or both). */
export function updateRestaurantStatus(restaurantId: number, body: UpdateRestaurantStatusBody) {
  return apiRequest<typeof partnerRestaurantResponseSchema>(partnerPaths.updateRestaurant(restaurantId), {
    method: 'POST',
    body,
  });
}

/** The answer (with the server's "open now") replaces the restaurant in the partner's list. */
export function useUpdateRestaurantStatus(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRestaurantStatusBody) => updateRestaurantStatus(restaurantId, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<z.output<typeof partnerRestaurantsResponseSchema>>(
        partnerRestaurantsQueryKey,
        (list) =>
          list && {
            ...list,
            data: list.data.map((restaurant) =>
              restaurant.restaurantId === data.restaurantId ? data : restaurant,
            ),
          },
      );
    },
  });
}
