import type { OrderHistoryEntry } from '@railbite/contract/orders';

type ChargeKey =
  | 'deliveryCharge'
  | 'rainFees'
  | 'tip'
  | 'gst'
  | 'restaurantCharges'
  | 'handlingCharges'
  | 'smallCartFees'
  | 'platformFees';

const chargeLabels: Record<ChargeKey, string> = {
  deliveryCharge: 'Delivery Charge',
  rainFees: 'Rain Fees',
  tip: 'Tip',
  gst: 'GST',
  restaurantCharges: 'Restaurant Charges',
  handlingCharges: 'Handling Charges',
  smallCartFees: 'Small Cart Fees',
  platformFees: 'Platform Fees',
};

export type ChargeLine = { key: ChargeKey; label: string; amount: number };

/** SPEC.md §3: each charge of an order is shown only when it is above 0, in the spec's order. */
export function visibleCharges(order: Pick<OrderHistoryEntry, ChargeKey>): ChargeLine[] {
  return (Object.keys(chargeLabels) as ChargeKey[])
    .filter((key) => order[key] > 0)
    .map((key) => ({ key, label: chargeLabels[key], amount: order[key] }));
}

/** Price × quantity in whole paise, so ₹0.10 × 3 is ₹0.30 and not 0.30000000000000004. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100;
}

/** SPEC.md §2 Track order: the order total as the sum of price × quantity of its items. */
export function itemsTotal(items: readonly { itemPrice: number; itemQuantity: number }[]): number {
  const paise = items.reduce((sum, item) => sum + Math.round(item.itemPrice * 100) * item.itemQuantity, 0);
  return paise / 100;
}
