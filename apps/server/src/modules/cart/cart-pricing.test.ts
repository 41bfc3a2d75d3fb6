import { describe, expect, it } from 'vitest';
import type { RestaurantOffer } from '../catalog/restaurant-offer.ts';
import { offerDiscountOf, percentOfPaise, priceCart } from './cart-pricing.ts';
import type { PricedLine } from './cart-pricing.ts';

const line = (price: number, finalPrice: number, quantity: number): PricedLine => ({
  pricePaise: price,
  finalPricePaise: finalPrice,
  quantity,
});

describe('priceCart', () => {
  // Amounts in paise. GST is 5 % of the sub-total, delivery ₹30 below a ₹199 sub-total, platform ₹5.
  it.each([
    {
      name: 'one line just under free delivery',
      lines: [line(19_899, 19_899, 1)],
      expected: {
        menuTotal: 19_899,
        discount: 0,
        subTotal: 19_899,
        gst: 995,
        delivery: 3_000,
        total: 24_394,
      },
    },
    {
      name: 'exactly ₹199 delivers free',
      lines: [line(19_900, 19_900, 1)],
      expected: { menuTotal: 19_900, discount: 0, subTotal: 19_900, gst: 995, delivery: 0, total: 21_395 },
    },
    {
      name: 'free delivery is judged after the discount',
      lines: [line(25_000, 19_000, 1)],
      expected: {
        menuTotal: 25_000,
        discount: 6_000,
        subTotal: 19_000,
        gst: 950,
        delivery: 3_000,
        total: 23_450,
      },
    },
    {
      name: 'quantities multiply price and discount',
      lines: [line(25_000, 20_000, 2), line(6_000, 6_000, 3)],
      expected: {
        menuTotal: 68_000,
        discount: 10_000,
        subTotal: 58_000,
        gst: 2_900,
        delivery: 0,
        total: 61_400,
      },
    },
    {
      name: 'GST rounds half up to the paisa (₹0.5 × 5 % = 2.5 paise → 3)',
      lines: [line(50, 50, 1)],
      expected: { menuTotal: 50, discount: 0, subTotal: 50, gst: 3, delivery: 3_000, total: 3_553 },
    },
    {
      name: 'GST rounds down below half a paisa (₹0.49 × 5 % = 2.45 paise → 2)',
      lines: [line(49, 49, 1)],
      expected: { menuTotal: 49, discount: 0, subTotal: 49, gst: 2, delivery: 3_000, total: 3_551 },
    },
  ])('$name', ({ lines, expected }) => {
    const price = priceCart(lines);
    expect(price).toMatchObject({
      menuTotalPaise: expected.menuTotal,
      discountPaise: expected.discount,
      subTotalPaise: expected.subTotal,
      gstPaise: expected.gst,
      deliveryChargePaise: expected.delivery,
      platformFeePaise: 500,
      totalPaise: expected.total,
    });
    expect(price.otherChargesPaise).toBe(expected.gst + expected.delivery + 500);
    expect(price.totalPaise).toBe(price.subTotalPaise + price.otherChargesPaise);
  });

  it('omits zero charges from the details and keeps the rest by name', () => {
    expect(priceCart([line(19_900, 19_900, 1)]).otherChargesDetailsPaise).toEqual({
      GST: 995,
      'Platform Fee': 500,
    });
    expect(priceCart([line(10_000, 10_000, 1)]).otherChargesDetailsPaise).toEqual({
      GST: 500,
      'Delivery Fee': 3_000,
      'Platform Fee': 500,
    });
  });

  it('charges nothing for nothing', () => {
    const price = priceCart([]);
    expect(price.totalPaise).toBe(0);
    expect(price.otherChargesDetailsPaise).toEqual({});
  });
});

const flat100Above499: RestaurantOffer = { type: 'flat', amountPaise: 100_00, minOrderPaise: 499_00 };
const twentyPercentUpTo50: RestaurantOffer = {
  type: 'percent',
  percent: 20,
  capPaise: 50_00,
  minOrderPaise: 0,
};
const tenPercentAbove199: RestaurantOffer = {
  type: 'percent',
  percent: 10,
  capPaise: null,
  minOrderPaise: 199_00,
};

describe('priceCart with the restaurant offer', () => {
  // Amounts in paise. The offer comes off the sub-total before GST; free delivery is judged before it.
  it.each([
    {
      name: 'Flat ₹100 OFF above ₹499 on a ₹700 cart',
      lines: [line(35_000, 35_000, 2)],
      offer: flat100Above499,
      expected: { subTotal: 70_000, offer: 10_000, gst: 3_000, delivery: 0, total: 63_500, unlock: 0 },
    },
    {
      name: 'exactly at the minimum applies',
      lines: [line(49_900, 49_900, 1)],
      offer: flat100Above499,
      expected: { subTotal: 49_900, offer: 10_000, gst: 1_995, delivery: 0, total: 42_395, unlock: 0 },
    },
    {
      name: 'a paisa below the minimum does not, and says what is missing',
      lines: [line(49_899, 49_899, 1)],
      offer: flat100Above499,
      expected: { subTotal: 49_899, offer: 0, gst: 2_495, delivery: 0, total: 52_894, unlock: 1 },
    },
    {
      name: 'the minimum is judged after the dishes’ own discounts',
      lines: [line(60_000, 45_000, 1)],
      offer: flat100Above499,
      expected: { subTotal: 45_000, offer: 0, gst: 2_250, delivery: 0, total: 47_750, unlock: 4_900 },
    },
    {
      name: 'percent below its cap (20 % of ₹200 = ₹40)',
      lines: [line(20_000, 20_000, 1)],
      offer: twentyPercentUpTo50,
      expected: { subTotal: 20_000, offer: 4_000, gst: 800, delivery: 0, total: 17_300, unlock: 0 },
    },
    {
      name: 'percent held to its cap (20 % of ₹400 = ₹80 → ₹50)',
      lines: [line(40_000, 40_000, 1)],
      offer: twentyPercentUpTo50,
      expected: { subTotal: 40_000, offer: 5_000, gst: 1_750, delivery: 0, total: 37_250, unlock: 0 },
    },
    {
      name: 'percent rounds half up to the paisa (10 % of ₹199.95 = 1999.5 paise → 2000)',
      lines: [line(19_995, 19_995, 1)],
      offer: tenPercentAbove199,
      expected: { subTotal: 19_995, offer: 2_000, gst: 900, delivery: 0, total: 19_395, unlock: 0 },
    },
    {
      name: 'free delivery stays judged before the offer (₹200 − ₹40 is under ₹199, still free)',
      lines: [line(20_000, 20_000, 1)],
      offer: { type: 'percent', percent: 20, capPaise: null, minOrderPaise: 0 } as const,
      expected: { subTotal: 20_000, offer: 4_000, gst: 800, delivery: 0, total: 17_300, unlock: 0 },
    },
    {
      name: 'below free delivery and the offer: both charges, nothing off',
      lines: [line(6_000, 6_000, 1)],
      offer: flat100Above499,
      expected: { subTotal: 6_000, offer: 0, gst: 300, delivery: 3_000, total: 9_800, unlock: 43_900 },
    },
    {
      name: 'a flat offer never takes off more than the dishes cost',
      lines: [line(4_000, 4_000, 1)],
      offer: { type: 'flat', amountPaise: 5_000, minOrderPaise: 0 } as const,
      expected: { subTotal: 4_000, offer: 4_000, gst: 0, delivery: 3_000, total: 3_500, unlock: 0 },
    },
  ])('$name', ({ lines, offer, expected }) => {
    const price = priceCart(lines, offer);
    expect(price).toMatchObject({
      subTotalPaise: expected.subTotal,
      offerDiscountPaise: expected.offer,
      offerShortfallPaise: expected.unlock,
      gstPaise: expected.gst,
      deliveryChargePaise: expected.delivery,
      totalPaise: expected.total,
    });
    expect(price.totalPaise).toBe(price.subTotalPaise - price.offerDiscountPaise + price.otherChargesPaise);
  });

  it('has no offer figures without an offer', () => {
    expect(priceCart([line(70_000, 70_000, 1)])).toMatchObject({
      offerDiscountPaise: 0,
      offerShortfallPaise: null,
      freeDeliveryShortfallPaise: 0,
    });
  });

  it.each([
    [3_000, 16_900],
    [19_899, 1],
    [19_900, 0],
    [50_000, 0],
  ])('a ₹%i-paise sub-total is %i paise from free delivery', (subTotal, shortfall) => {
    expect(priceCart([line(subTotal, subTotal, 1)]).freeDeliveryShortfallPaise).toBe(shortfall);
  });

  it('takes nothing off an empty cart', () => {
    expect(offerDiscountOf({ type: 'flat', amountPaise: 5_000, minOrderPaise: 0 }, 0)).toBe(0);
    expect(priceCart([], flat100Above499).totalPaise).toBe(0);
  });
});

describe('percentOfPaise', () => {
  it.each([
    [0, 0],
    [10, 1], // 0.5 → 1
    [9, 0], // 0.45 → 0
    [19_900, 995],
    [123_456, 6_173], // 6172.8 → 6173
  ])('5 %% of %i paise is %i', (amount, expected) => {
    expect(percentOfPaise(amount, 5)).toBe(expected);
  });
});
