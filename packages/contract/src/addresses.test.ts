import { describe, expect, it } from 'vitest';
import { addressBodySchema, toLatestAddress } from './addresses.ts';
import type { Address } from './addresses.ts';

const address: Address = {
  id: 7,
  addressType: 'HOME',
  completeAddress: 'Flat 12, Rail Vihar',
  area: 'Paharganj',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110055',
  landmark: null,
  latitude: 28.643,
  longitude: 77.2194,
  placeId: null,
  isDefault: true,
};

describe('toLatestAddress', () => {
  it('names the address by its first line and adds city, state and pincode below (SPEC.md §3)', () => {
    expect(toLatestAddress(address)).toEqual({
      id: 7,
      locationName: 'Flat 12, Rail Vihar',
      locationSubtext: 'New Delhi, Delhi, 110055',
    });
  });

  it('leaves a missing state out of the subtext', () => {
    expect(toLatestAddress({ ...address, state: null }).locationSubtext).toBe('New Delhi, 110055');
  });
});

describe('addressBodySchema', () => {
  const { id: _id, isDefault: _isDefault, ...body } = address;

  it('accepts the form payload and turns blank optional text into null', () => {
    expect(addressBodySchema.parse({ ...body, landmark: ' ', state: '' })).toMatchObject({
      landmark: null,
      state: null,
    });
  });

  it('asks for a map location while latitude or longitude is still 0', () => {
    const result = addressBodySchema.safeParse({ ...body, latitude: 0, longitude: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a location on the map',
      'Please select a location on the map',
    ]);
  });
});
