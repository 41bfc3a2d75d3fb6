import { chargeNames, freeDeliveryThresholdRupees } from '@railbite/contract/cart';

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
  discountPaise: number;
  subTotalPaise: number;
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

/** Prices the lines the customer will be charged for (an empty list prices to zero). */
export function priceCart(lines: readonly PricedLine[]): CartPrice {
  let menuTotalPaise = 0;
  let discountPaise = 0;
  for (const line of lines) {
    menuTotalPaise += line.pricePaise * line.quantity;
    discountPaise += (line.pricePaise - line.finalPricePaise) * line.quantity;
  }
  const subTotalPaise = menuTotalPaise - discountPaise;
  const hasItems = subTotalPaise > 0;
  const gstPaise = percentOfPaise(subTotalPaise, pricingRules.gstPercent);
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
    gstPaise,
    deliveryChargePaise,
    platformFeePaise,
    otherChargesDetailsPaise,
    otherChargesPaise,
    totalPaise: subTotalPaise + otherChargesPaise,
  };
}
