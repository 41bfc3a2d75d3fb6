import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@railbite/contract/cart';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/api-client';
import { cartInfoFromCart, emptyCartInfo, storeCartInfo } from '../utils/cart-info';
import type { CartInfo } from '../utils/cart-info';
import { cartInfoQueryKey } from './get-cart-count';
import { getCartQueryOptions, pricedCartKey, withDeliveryOf } from './get-cart';

/** Every cart change names the dish it touches, so item buttons can show their own pending state. */
export type DishVariables = { menuId: number; restaurantId: number };

export const cartMutationKey = ['cart'] as const;

type CartMutationOptions<V extends DishVariables> = {
  mutationFn: (variables: V) => Promise<Cart | null>;
  /** The cart as it will look once the server agrees. */
  optimistic: (info: CartInfo, variables: V) => CartInfo;
  /** Return true when the error was handled (e.g. by opening a dialog) and needs no toast. */
  onHandledError?: (error: Error, variables: V) => boolean;
};

/**
 * The shared life of a cart change (SPEC.md §4): show it at once, revert it if the server refuses,
 * then re-read the cart from the server. Changes run one at a time, in order.
 */
export function useCartMutation<V extends DishVariables>({
  mutationFn,
  optimistic,
  onHandledError,
}: CartMutationOptions<V>) {
  const queryClient = useQueryClient();
  const setInfo = (info: CartInfo) => {
    queryClient.setQueryData(cartInfoQueryKey, info);
    storeCartInfo(info);
  };
  const isLastChange = () => queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1;
  return useMutation({
    mutationKey: cartMutationKey,
    scope: { id: 'cart' },
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartInfoQueryKey });
      const previous = queryClient.getQueryData<CartInfo>(cartInfoQueryKey) ?? emptyCartInfo;
      setInfo(optimistic(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context) setInfo(context.previous);
      if (onHandledError?.(error, variables)) return;
      toast.error(getErrorMessage(error, 'We could not update your cart. Please try again.'));
    },
    onSuccess: (cart) => {
      queryClient.setQueriesData<Cart | null>({ queryKey: pricedCartKey }, (previous) =>
        withDeliveryOf(cart, previous),
      );
      queryClient.setQueryData(getCartQueryOptions().queryKey, cart);
      // With more changes queued, their optimistic view stays until the last one answers.
      if (isLastChange()) setInfo(cartInfoFromCart(cart));
    },
    onSettled: () => (isLastChange() ? queryClient.invalidateQueries({ queryKey: ['cart'] }) : undefined),
  });
}
