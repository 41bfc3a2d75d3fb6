import { describe, expect, it } from 'vitest';
import { percentOfPaise, priceCart } from './cart-pricing.ts';
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
