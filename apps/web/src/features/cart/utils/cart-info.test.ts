import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@railbite/contract/cart';
import {
  cartInfoFromCart,
  emptyCartInfo,
  readStoredCartInfo,
  storeCartInfo,
  withAdded,
  withQuantity,
} from './cart-info';

const twoLines = {
  restaurantId: 7,
  cartInfo: [
    { menuId: 1, quantity: 2 },
    { menuId: 2, quantity: 1 },
  ],
  count: 3,
};

describe('withAdded (SPEC.md §4: adding an existing item raises it by 1)', () => {
  it('raises an existing line and appends a new one', () => {
    expect(withAdded(twoLines, { menuId: 1, restaurantId: 7, quantity: 1 })).toEqual({
      restaurantId: 7,
      cartInfo: [
        { menuId: 1, quantity: 3 },
        { menuId: 2, quantity: 1 },
      ],
      count: 4,
    });
    expect(withAdded(emptyCartInfo, { menuId: 9, restaurantId: 3, quantity: 1 })).toEqual({
      restaurantId: 3,
      cartInfo: [{ menuId: 9, quantity: 1 }],
      count: 1,
    });
  });

  it('starts afresh with quantity 1 when replacing another restaurant’s cart', () => {
    expect(withAdded(twoLines, { menuId: 5, restaurantId: 8, quantity: 1, replaceCart: true })).toEqual({
      restaurantId: 8,
      cartInfo: [{ menuId: 5, quantity: 1 }],
      count: 1,
    });
  });

  it('never shows more than the per-dish limit', () => {
    const full = { restaurantId: 7, cartInfo: [{ menuId: 1, quantity: 20 }], count: 20 };
    expect(withAdded(full, { menuId: 1, restaurantId: 7, quantity: 1 }).count).toBe(20);
  });
});

describe('withQuantity (SPEC.md §5: a result of 0 or less removes the item)', () => {
  it('sets a line', () => {
    expect(withQuantity(twoLines, { menuId: 2, restaurantId: 7, quantity: 4 }).count).toBe(6);
  });

  it.each([0, -1])('removes the line at %i', (quantity) => {
    expect(withQuantity(twoLines, { menuId: 1, restaurantId: 7, quantity })).toEqual({
      restaurantId: 7,
      cartInfo: [{ menuId: 2, quantity: 1 }],
      count: 1,
    });
  });

  it('forgets the restaurant once the last line goes', () => {
    const one = { restaurantId: 7, cartInfo: [{ menuId: 2, quantity: 1 }], count: 1 };
    expect(withQuantity(one, { menuId: 2, restaurantId: 7, quantity: 0 })).toEqual(emptyCartInfo);
  });
});

describe('cartInfoFromCart', () => {
  it('counts quantities and treats no cart as empty', () => {
    expect(cartInfoFromCart(null)).toEqual(emptyCartInfo);
    expect(cartInfoFromCart({ restaurantId: 7, cartInfo: twoLines.cartInfo } as unknown as Cart)).toEqual(
      twoLines,
    );
  });
});

describe('stored cart (SPEC.md §3 local-storage keys)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('round-trips the lines, restaurant and count', () => {
    storeCartInfo(twoLines);
    expect(JSON.parse(localStorage.getItem('cartCount') ?? '')).toBe(3);
    expect(JSON.parse(localStorage.getItem('currentRestaurantId') ?? '')).toBe(7);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '')).toEqual([
      { id: 1, menuId: 1, quantity: 2, restaurantId: 7 },
      { id: 2, menuId: 2, quantity: 1, restaurantId: 7 },
    ]);
    expect(readStoredCartInfo()).toEqual(twoLines);
  });

  it.each([
    ['nothing stored', () => undefined],
    [
      'unparseable lines',
      () => {
        localStorage.setItem('cartItems', '{oops');
      },
    ],
    [
      'lines without a restaurant',
      () => {
        localStorage.setItem('cartItems', JSON.stringify([{ menuId: 1, quantity: 1 }]));
      },
    ],
    [
      'a fractional quantity',
      () => {
        localStorage.setItem('cartItems', JSON.stringify([{ menuId: 1, quantity: 1.5 }]));
        localStorage.setItem('currentRestaurantId', '7');
      },
    ],
    [
      'a line that is not an object',
      () => {
        localStorage.setItem('cartItems', JSON.stringify([{ menuId: 1, quantity: 1 }, null]));
        localStorage.setItem('currentRestaurantId', '7');
      },
    ],
    [
      'a menu id that is a string',
      () => {
        localStorage.setItem('cartItems', JSON.stringify([{ menuId: '1', quantity: 1 }]));
        localStorage.setItem('currentRestaurantId', '7');
      },
    ],
    [
      'a negative quantity',
      () => {
        localStorage.setItem('cartItems', JSON.stringify([{ menuId: 1, quantity: -2 }]));
        localStorage.setItem('currentRestaurantId', '7');
      },
    ],
  ])('reads %s as an empty cart', (_name, arrange) => {
    arrange();
    expect(readStoredCartInfo()).toEqual(emptyCartInfo);
  });
});
