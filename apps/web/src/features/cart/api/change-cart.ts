import type { cartResponseSchema, ChangeCartBody } from '@railbite/contract/cart';
import { cartPaths } from '@railbite/contract/paths/cart';
import { apiRequest } from '@/lib/api-client';
import { withQuantity } from '../utils/cart-info';
import { useCartMutation } from './use-cart-mutation';

export async function changeCart(body: ChangeCartBody) {
  return (await apiRequest<typeof cartResponseSchema>(cartPaths.change, { method: 'POST', body })).data;
}

/** Sets a dish's quantity; anything ≤ 0 becomes 0, which removes it (SPEC.md §5). */
export function useChangeCart() {
  return useCartMutation<ChangeCartBody>({
    mutationFn: (body) => changeCart({ ...body, quantity: Math.max(0, body.quantity) }),
    optimistic: withQuantity,
  });
}
