import { cartLimits } from '@railbite/contract/cart-rules';
import type { Cart, CartCountResponse } from '@railbite/contract/cart';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** The lines of the cart and its restaurant: what item buttons, the header and the sticky bar show. */
export type CartInfo = CartCountResponse['data'];

export const emptyCartInfo: CartInfo = { restaurantId: null, cartInfo: [], count: 0 };

export function countOf(lines: CartInfo['cartInfo']): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartInfoFromCart(cart: Cart | null): CartInfo {
  if (!cart) return emptyCartInfo;
  return { restaurantId: cart.restaurantId, cartInfo: cart.cartInfo, count: countOf(cart.cartInfo) };
}

export function quantityIn(info: CartInfo, menuId: number): number {
  return info.cartInfo.find((line) => line.menuId === menuId)?.quantity ?? 0;
}

type DishChange = { menuId: number; restaurantId: number; quantity: number };

/** The cart as it will be once the server accepts `quantity` more of a dish (optimistic view). */
export function withAdded(info: CartInfo, change: DishChange & { replaceCart?: boolean }): CartInfo {
  const base = change.replaceCart && info.restaurantId !== change.restaurantId ? emptyCartInfo : info;
  const next = Math.min(quantityIn(base, change.menuId) + change.quantity, cartLimits.maxLineQuantity);
  return withQuantity(base, { ...change, quantity: next });
}

/** The cart as it will be once the server sets a dish to `quantity` (0 removes it). */
export function withQuantity(info: CartInfo, change: DishChange): CartInfo {
  const quantity = Math.max(0, change.quantity);
  const present = info.cartInfo.some((line) => line.menuId === change.menuId);
  const lines = present
    ? info.cartInfo.map((line) => (line.menuId === change.menuId ? { ...line, quantity } : line))
    : [...info.cartInfo, { menuId: change.menuId, quantity }];
  const cartInfo = lines.filter((line) => line.quantity > 0);
  return {
    restaurantId: cartInfo.length > 0 ? change.restaurantId : null,
    cartInfo,
    count: countOf(cartInfo),
  };
}

type StoredLine = { menuId: number; quantity: number };

// A type guard rather than zod: every menu page's ADD button reads the stored cart, and zod would be
// the biggest part of those pages' code (ADR 012).
function isStoredLine(value: unknown): value is StoredLine {
  if (typeof value !== 'object' || value === null) return false;
  const { menuId, quantity } = value as Record<string, unknown>;
  return Number.isInteger(menuId) && Number.isInteger(quantity) && (quantity as number) > 0;
}

/** The last synced cart from localStorage (SPEC.md §3 keys), or an empty one. */
export function readStoredCartInfo(): CartInfo {
  const lines = readStored(storageKeys.cartItems);
  const restaurant = readStored(storageKeys.cartRestaurantId);
  const storedLines = 'value' in lines && Array.isArray(lines.value) ? lines.value : [];
  const restaurantId = 'value' in restaurant ? restaurant.value : undefined;
  if (storedLines.length === 0 || !storedLines.every(isStoredLine) || typeof restaurantId !== 'number')
    return emptyCartInfo;
  const cartInfo = storedLines.map(({ menuId, quantity }) => ({ menuId, quantity }));
  return { restaurantId, cartInfo, count: countOf(cartInfo) };
}

export function storeCartInfo(info: CartInfo): void {
  writeStored(
    storageKeys.cartItems,
    info.cartInfo.map((line) => ({ id: line.menuId, ...line, restaurantId: info.restaurantId })),
  );
  writeStored(storageKeys.cartRestaurantId, info.restaurantId);
  writeStored(storageKeys.cartCount, info.count);
}
