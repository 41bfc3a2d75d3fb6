import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { partnerDishResponseSchema, partnerMenuResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partnerMenuQueryKey } from './get-menu';

/** Sold out or back on the menu: customers see it at once and checkout refuses a sold-out dish. */
export function updateDishAvailability(dishId: number, isAvailable: boolean) {
  return apiRequest<typeof partnerDishResponseSchema>(partnerPaths.dishAvailability(dishId), {
    method: 'POST',
    body: { isAvailable },
  });
}

/** One dish's switch; each row has its own, so several dishes can be switched at once. */
export function useUpdateDishAvailability(restaurantId: number, dishId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: boolean) => updateDishAvailability(dishId, isAvailable),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<z.output<typeof partnerMenuResponseSchema>>(
        partnerMenuQueryKey(restaurantId),
        (menu) =>
          menu && { ...menu, data: menu.data.map((dish) => (dish.dishId === data.dishId ? data : dish)) },
      );
    },
  });
}
