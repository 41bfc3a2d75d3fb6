import type { Address } from '@railbite/contract/addresses';

/** A saved address as the API answers it, with the changes a test needs. */
export function savedAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    addressType: 'HOME',
    completeAddress: `House ${String(id)}`,
    area: 'Paharganj',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110055',
    landmark: null,
    latitude: 28.64,
    longitude: 77.22,
    placeId: null,
    isDefault: false,
    ...overrides,
  };
}
