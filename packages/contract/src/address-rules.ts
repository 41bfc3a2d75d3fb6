// Address rules without zod, so web code that reads stored addresses (the header, the cart) loads no
// schema library (ADR 012).
import type { Address, LatestAddress } from './addresses.ts';

/** SPEC.md §3/§9: the three address types. */
export const addressTypes = ['HOME', 'WORK', 'OTHERS'] as const;

/** SPEC.md §3 latestAddress: locationName from the address line, locationSubtext "city, state, pincode". */
export function toLatestAddress(address: Address): LatestAddress {
  return {
    id: address.id,
    locationName: address.completeAddress,
    locationSubtext: [address.city, address.state, address.pincode].filter(Boolean).join(', '),
  };
}
