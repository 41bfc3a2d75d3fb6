import { cartResponseSchema } from '@railbite/contract/cart';
import type { AddToCartBody } from '@railbite/contract/cart';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { withAdded } from '../utils/cart-info';
import { useCartMutation } from './use-cart-mutation';
import type { DishVariables } from './use-cart-mutation';

export type AddToCartVariables = DishVariables & { quantity: number; replaceCart?: boolean };

export async function addToCart(body: AddToCartBody) {
  return (await apiRequest(apiPaths.cart.add, { method: 'POST', body, schema: cartResponseSchema })).data;
}

export function useAddToCart(onHandledError?: (error: Error, variables: AddToCartVariables) => boolean) {
  return useCartMutation<AddToCartVariables>({
    mutationFn: addToCart,
    optimistic: withAdded,
    ...(onHandledError ? { onHandledError } : {}),
  });
}
