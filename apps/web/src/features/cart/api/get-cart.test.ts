import { describe, expect, it } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import { withDeliveryOf } from './get-cart';

const base = {
  restaurantId: 3,
  deliverTimeMin: 35,
  deliverTimeMax: 40,
  deliveryCheck: { addressId: 1, distanceKm: 3, deliveryRadiusKm: 5, deliversToAddress: true },
  total: 236,
} as Cart;
const forFar = {
  ...base,
  deliverTimeMin: 60,
  deliverTimeMax: 75,
  deliveryCheck: { addressId: 2, distanceKm: 9, deliveryRadiusKm: 10, deliversToAddress: true },
} as Cart;

describe('withDeliveryOf: a cart change answered for the default address', () => {
  it('keeps a cart read for another address its own times and check, with the new prices', () => {
    const changed: Cart = { ...base, total: 472 };
    expect(withDeliveryOf(changed, forFar)).toEqual({
      ...changed,
      deliverTimeMin: 60,
      deliverTimeMax: 75,
      deliveryCheck: forFar.deliveryCheck,
    });
  });

  it('takes the answer as it is for another restaurant, an empty cart or nothing read before', () => {
    const other: Cart = { ...base, restaurantId: 9 };
    expect(withDeliveryOf(other, forFar)).toBe(other);
    expect(withDeliveryOf(null, forFar)).toBeNull();
    expect(withDeliveryOf(base, undefined)).toBe(base);
  });
});
