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

  const messagesOf = (input: unknown) =>
    addressBodySchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it.each(['000000', '012345'])('refuses the pincode %s: Indian pincodes start with 1–9', (pincode) => {
    expect(messagesOf({ ...body, pincode })).toEqual([
      'pincode: Enter a valid Indian pincode (it cannot start with 0)',
    ]);
  });

  it.each([
    ['London', 51.5072, -0.1276],
    ['Karachi', 24.8607, 67.0011],
    ['Dubai', 25.2048, 55.2708],
    ['Singapore', 1.3521, 103.8198],
  ])('refuses a point outside India (%s)', (_place, latitude, longitude) => {
    expect(messagesOf({ ...body, latitude, longitude })).toEqual([
      'latitude: Please select a location in India',
    ]);
  });

  it.each([
    ['Port Blair', 11.6234, 92.7265],
    ['Kanyakumari', 8.0883, 77.5385],
    ['Leh', 34.1526, 77.5771],
    ['Kavaratti', 10.5593, 72.6358],
  ])('accepts a point at the edges of India (%s)', (_place, latitude, longitude) => {
    expect(messagesOf({ ...body, latitude, longitude })).toBeUndefined();
  });

  it.each(['\u200b', ' \u200b\u200c ', '\u2060', '\ufeff'])(
    'treats required text made only of invisible characters (%j) as missing',
    (invisible) => {
      expect(messagesOf({ ...body, completeAddress: invisible, area: invisible })).toEqual([
        'completeAddress: Complete address is required',
        'area: Area is required',
      ]);
    },
  );

  it('keeps zero-width joiners inside real text (Indic scripts need them)', () => {
    expect(addressBodySchema.parse({ ...body, area: 'क्\u200dष नगर' }).area).toBe('क्\u200dष नगर');
  });

  it('stores invisible-only optional text as none', () => {
    expect(addressBodySchema.parse({ ...body, landmark: '\u200b' }).landmark).toBeNull();
  });
});
