import { describe, expect, it } from 'vitest';
import { columnsFromOffer, offerFromColumns, offerText } from './restaurant-offer.ts';
import type { RestaurantOffer } from './restaurant-offer.ts';

describe('offerText', () => {
  it.each<[RestaurantOffer, string]>([
    [{ type: 'flat', amountPaise: 100_00, minOrderPaise: 499_00 }, 'Flat ₹100 OFF above ₹499'],
    [{ type: 'flat', amountPaise: 50_00, minOrderPaise: 0 }, 'Flat ₹50 OFF'],
    [{ type: 'percent', percent: 20, capPaise: 50_00, minOrderPaise: 0 }, '20% OFF up to ₹50'],
    [{ type: 'percent', percent: 10, capPaise: null, minOrderPaise: 199_00 }, '10% OFF above ₹199'],
    [
      { type: 'percent', percent: 15, capPaise: 1_250_50, minOrderPaise: 1_999_00 },
      '15% OFF up to ₹1,250.50 above ₹1,999',
    ],
  ])('%o reads "%s"', (offer, text) => {
    expect(offerText(offer)).toBe(text);
  });
});

describe('offer columns', () => {
  it.each<RestaurantOffer | null>([
    { type: 'flat', amountPaise: 75_00, minOrderPaise: 349_00 },
    { type: 'percent', percent: 50, capPaise: 100_00, minOrderPaise: 0 },
    { type: 'percent', percent: 10, capPaise: null, minOrderPaise: 199_00 },
    null,
  ])('round-trips %o', (offer) => {
    expect(offerFromColumns(columnsFromOffer(offer))).toEqual(offer);
  });
});
