import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { partnerDishResponseSchema, partnerMenuResponseSchema } from '@railbite/contract/partner';
import type { CreateDishBody, UpdateDishBody } from '@railbite/contract/partner-menu';
import { partnerPaths } from '@railbite/contract/paths/partner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partnerMenuQueryKey } from './get-menu';

type PartnerMenu = z.output<typeof partnerMenuResponseSchema>;

export function addDish(body: CreateDishBody) {
  return apiRequest<typeof partnerDishResponseSchema>(partnerPaths.addDish, { method: 'POST', body });
}

export function updateDish(dishId: number, body: UpdateDishBody) {
  return apiRequest<typeof partnerDishResponseSchema>(partnerPaths.updateDish(dishId), {
    method: 'POST',
    body,
  });
}

/** A new dish: it joins the end of the menu the console shows, as on the customer menu. */
export function useAddDish(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateDishBody, 'restaurantId'>) => addDish({ ...body, restaurantId }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<PartnerMenu>(
        partnerMenuQueryKey(restaurantId),
        (menu) => menu && { ...menu, data: [...menu.data, data] },
      );
    },
  });
}

/** Any change to one dish (edit, hide, show); the row shows what the server answered. */
export function useUpdateDish(restaurantId: number, dishId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDishBody) => updateDish(dishId, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<PartnerMenu>(
        partnerMenuQueryKey(restaurantId),
        (menu) =>
          menu && { ...menu, data: menu.data.map((dish) => (dish.dishId === data.dishId ? data : dish)) },
      );
    },
  });
}
