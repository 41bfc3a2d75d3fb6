import type { cartResponseSchema, AddToCartBody } from '@railbite/contract/cart';
import { cartPaths } from '@railbite/contract/paths/cart';
import { apiRequest } from '@/lib/api-client';
import { withAdded } from '../utils/cart-info';
import { useCartMutation } from './use-cart-mutation';
import type { DishVariables } from './use-cart-mutation';

export type AddToCartVariables = DishVariables & { quantity: number; replaceCart?: boolean };

export async function addToCart(body: AddToCartBody) {
  return (await apiRequest<typeof cartResponseSchema>(cartPaths.add, { method: 'POST', body })).data;
}

export function useAddToCart(onHandledError?: (error: Error, variables: AddToCartVariables) => boolean) {
  return useCartMutation<AddToCartVariables>({
    mutationFn: addToCart,
    optimistic: withAdded,
    ...(onHandledError ? { onHandledError } : {}),
  });
}
