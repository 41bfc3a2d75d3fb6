import type { PartnerOrder } from '@railbite/contract/partner';

/** The customer's four delivery switches, as the kitchen and the rider read them. */
const switches = [
  ['avoidCalling', 'Avoid calling'],
  ['leaveAtDoor', 'Leave at the door'],
  ['avoidRingingBell', 'Don’t ring the bell'],
  ['leaveAtSecurity', 'Leave with security'],
] as const;

/** The delivery switches the customer turned on, in a fixed order. */
export function deliveryNotes(order: PartnerOrder): string[] {
  return switches.filter(([key]) => order[key]).map(([, label]) => label);
}

/** "3 items" */
export function itemCount(order: PartnerOrder): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
