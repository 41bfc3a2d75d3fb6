/**
 * SPEC.md §3 Delivery partner is a hard-coded sample: courier assignment does not exist yet, and the
 * card says so. No photo is fetched; the card draws the initials.
 */
export const sampleDeliveryPartner = {
  name: 'Ravi Kumar',
  phone: '+919000000000',
  phoneLabel: '+91 90000 00000',
  rating: 4.8,
  vehicle: 'Scooter',
  vehicleNumber: 'DL 01 AB 1234',
} as const;

export type DeliveryPartner = typeof sampleDeliveryPartner;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
