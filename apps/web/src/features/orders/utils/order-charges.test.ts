import { describe, expect, it } from 'vitest';
import { itemsTotal, lineTotal, visibleCharges } from './order-charges';

const noCharges = {
  deliveryCharge: 0,
  rainFees: 0,
  tip: 0,
  gst: 0,
  restaurantCharges: 0,
  handlingCharges: 0,
  smallCartFees: 0,
  platformFees: 0,
};

describe('visibleCharges (SPEC.md §3: shown only when above 0)', () => {
  it('shows nothing when every charge is 0', () => {
    expect(visibleCharges(noCharges)).toEqual([]);
  });

  it('lists the charges above 0 in the spec order with their labels', () => {
    expect(visibleCharges({ ...noCharges, platformFees: 5, gst: 12.5, tip: 20, deliveryCharge: 30 })).toEqual(
      [
        { key: 'deliveryCharge', label: 'Delivery Charge', amount: 30 },
        { key: 'tip', label: 'Tip', amount: 20 },
        { key: 'gst', label: 'GST', amount: 12.5 },
        { key: 'platformFees', label: 'Platform Fees', amount: 5 },
      ],
    );
  });

  it('hides negative amounts too', () => {
    expect(visibleCharges({ ...noCharges, rainFees: -1 })).toEqual([]);
  });
});

describe('item totals', () => {
  it('multiplies in paise', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(149.5, 2)).toBe(299);
  });

  it('sums price × quantity over the items', () => {
    expect(
      itemsTotal([
        { itemPrice: 120, itemQuantity: 2 },
        { itemPrice: 0.1, itemQuantity: 3 },
      ]),
    ).toBe(240.3);
    expect(itemsTotal([])).toBe(0);
  });
});
