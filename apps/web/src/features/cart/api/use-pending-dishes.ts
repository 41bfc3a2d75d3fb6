import { useMutationState } from '@tanstack/react-query';
import { cartMutationKey } from './use-cart-mutation';
import type { DishVariables } from './use-cart-mutation';

/** Ids of the dishes with a cart change on its way to the server. */
export function usePendingDishes(): number[] {
  return useMutationState({
    filters: { mutationKey: cartMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as DishVariables).menuId,
  });
}
