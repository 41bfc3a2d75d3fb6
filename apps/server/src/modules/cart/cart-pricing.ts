import { chargeNames, freeDeliveryThresholdRupees } from '@railbite/contract/cart';
import type { RestaurantOffer } from '../catalog/restaurant-offer.ts';

/** ARCHITECTURE.md "Pricing", in integer paise. */
export const pricingRules = {
  freeDeliveryFromPaise: freeDeliveryThresholdRupees * 100,
  deliveryChargePaise: 30_00,
  platformFeePaise: 5_00,
  gstPercent: 5,
} as const;

export type PricedLine = {
  /** MRP and selling price of one unit, in paise. */
  pricePaise: number;
  finalPricePaise: number;
  quantity: number;
};

export type CartPrice = {
  menuTotalPaise: number;
  /** The dishes' own discounts (MRP − selling price). */
  discountPaise: number;
  /** What the dishes cost after their own discounts: the offer's minimum and free delivery are judged on it. */
  subTotalPaise: number;
  /** What the restaurant's offer takes off subTotal (0 when it has none or the cart is below its minimum). */
  offerDiscountPaise: number;
  /** How much more subTotal unlocks the offer: null without an offer, 0 once it applies. */
  offerShortfallPaise: number | null;
  /** How much more subTotal makes delivery free (0 once it is). */
  freeDeliveryShortfallPaise: number;
  gstPaise: number;
  deliveryChargePaise: number;
  platformFeePaise: number;
  /** Non-zero charges only, by their display names. */
  otherChargesDetailsPaise: Record<string, number>;
  otherChargesPaise: number;
  totalPaise: number;
};

/** Percent of an amount, rounded half up to the paisa, in integers only. */
export function percentOfPaise(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent + 50) / 100);
}

/**
 * What the offer takes off a sub-total that reaches its minimum (the minimum itself included): a flat
 * amount, or a percent rounded half up to the paisa and held to the cap; never more than the sub-total.
 */
export function offerDiscountOf(offer: RestaurantOffer, subTotalPaise: number): number {
  if (subTotalPaise <= 0 || subTotalPaise < offer.minOrderPaise) return 0;
  const off =
    offer.type === 'flat'
      ? offer.amountPaise
      : Math.min(percentOfPaise(subTotalPaise, offer.percent), offer.capPaise ?? Number.POSITIVE_INFINITY);
  return Math.min(off, subTotalPaise);
}

/**
 * Prices the lines the customer will be charged for (an empty list prices to zero), with the
 * restaurant's offer (ADR 021): the offer comes off before tax, so GST is on the sub-total less the
 * offer; free delivery is judged on the sub-total before the offer, as the menu's banner promises.
 */
export function priceCart(lines: readonly PricedLine[], offer: RestaurantOffer | null = null): CartPrice {
  let menuTotalPaise = 0;
  let discountPaise = 0;
  for (const line of lines) {
    menuTotalPaise += line.pricePaise * line.quantity;
    discountPaise += (line.pricePaise - line.finalPricePaise) * line.quantity;
  }
  const subTotalPaise = menuTotalPaise - discountPaise;
  const hasItems = subTotalPaise > 0;
  const offerDiscountPaise = offer ? offerDiscountOf(offer, subTotalPaise) : 0;
  const gstPaise = percentOfPaise(subTotalPaise - offerDiscountPaise, pricingRules.gstPercent);
  const deliveryChargePaise =
    !hasItems || subTotalPaise >= pricingRules.freeDeliveryFromPaise ? 0 : pricingRules.deliveryChargePaise;
  const platformFeePaise = hasItems ? pricingRules.platformFeePaise : 0;

  const otherChargesDetailsPaise: Record<string, number> = {};
  const charges: [string, number][] = [
    [chargeNames.gst, gstPaise],
    [chargeNames.delivery, deliveryChargePaise],
    [chargeNames.platform, platformFeePaise],
  ];
  for (const [name, amount] of charges) if (amount > 0) otherChargesDetailsPaise[name] = amount;
  const otherChargesPaise = gstPaise + deliveryChargePaise + platformFeePaise;

  return {
    menuTotalPaise,
    discountPaise,
    subTotalPaise,
    offerDiscountPaise,
    offerShortfallPaise: offer ? Math.max(0, offer.minOrderPaise - subTotalPaise) : null,
    freeDeliveryShortfallPaise: Math.max(0, pricingRules.freeDeliveryFromPaise - subTotalPaise),
    gstPaise,
    deliveryChargePaise,
    platformFeePaise,
    otherChargesDetailsPaise,
    otherChargesPaise,
    totalPaise: subTotalPaise - offerDiscountPaise + otherChargesPaise,
  };
}
