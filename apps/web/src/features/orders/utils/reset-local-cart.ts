import type { QueryClient } from '@tanstack/react-query';
import { removeStored, storageKeys } from '@/lib/storage';

/**
 * SPEC.md §4 "The cart is reset on the order success screen". The server has already emptied the cart
 * of a paid order; this drops what the browser remembers of it. Stored copies go first so that any cart
 * query built afterwards starts empty; cached cart queries not on screen are dropped, and those on screen
 * (the header count) re-read the now empty cart from the server.
 */
export async function resetLocalCart(queryClient: QueryClient): Promise<void> {
  removeStored(storageKeys.cartItems, storageKeys.cartRestaurantId, storageKeys.cartCount);
  queryClient.removeQueries({ queryKey: ['cart'], type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: ['cart'] });
}
