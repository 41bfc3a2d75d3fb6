/** The cart's limits and error codes, without zod, so web code that only needs them stays light. */

/** Cart limits (a sane ceiling per dish and per cart; SPEC.md §9 adds one per click). */
export const cartLimits = { maxLineQuantity: 20, maxLines: 30, addQuantity: 1 } as const;

/** Error codes the cart answers with (409 unless noted). */
export const cartErrorCodes = {
  restaurantConflict: 'CART_RESTAURANT_CONFLICT',
  itemUnavailable: 'MENU_ITEM_UNAVAILABLE',
  itemNotInRestaurant: 'MENU_ITEM_NOT_IN_RESTAURANT',
  lineLimit: 'CART_LINE_LIMIT',
  cartFull: 'CART_FULL',
} as const;
