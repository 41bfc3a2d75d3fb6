import { describe, expect, it } from 'vitest';
import { savedAddress } from '@/testing/address-fixtures';
import { deliveryLocationFrom, deliveryPointOf, withDeliveryPoint } from './delivery-location';
import type { Session } from './session';

const customer: Session = { status: 'logged-in', key: 'abcd1234', roleType: 'customer', user: null };
const pune = { name: 'Pune', latitude: 18.5204, longitude: 73.8567 };
const home = savedAddress(1);
const office = savedAddress(2, { latitude: 12.97, longitude: 77.59, isDefault: true });
const officeSelected = { id: 2, locationName: 'Office, Bengaluru', locationSubtext: 'Karnataka' };

describe('deliveryLocationFrom', () => {
  it("is a customer's selected address, with its point from the saved list", () => {
    expect(
      deliveryLocationFrom({
        session: customer,
        savedAddresses: [home, office],
        selectedAddress: officeSelected,
        visitorPlace: pune,
      }),
    ).toEqual({
      source: 'address',
      addressId: 2,
      name: 'Office, Bengaluru',
      latitude: 12.97,
      longitude: 77.59,
    });
  });

  it('is the chosen place for a customer without addresses, or whose selection is not among them', () => {
    expect(
      deliveryLocationFrom({
        session: customer,
        savedAddresses: [],
        selectedAddress: null,
        visitorPlace: pune,
      }),
    ).toEqual({ source: 'place', ...pune });
    expect(
      deliveryLocationFrom({
        session: customer,
        savedAddresses: [home],
        selectedAddress: officeSelected,
        visitorPlace: pune,
      }),
    ).toEqual({ source: 'place', ...pune });
  });

  it.each<Session>([{ status: 'logged-out' }, { status: 'unknown' }, { status: 'unreadable' }])(
    'is the chosen place for a visitor ($status), whatever addresses are left in storage',
    (session) => {
      expect(
        deliveryLocationFrom({
          session,
          savedAddresses: [office],
          selectedAddress: officeSelected,
          visitorPlace: pune,
        }),
      ).toEqual({ source: 'place', ...pune });
    },
  );

  it('is none without an address or a place', () => {
    expect(
      deliveryLocationFrom({
        session: { status: 'logged-out' },
        savedAddresses: [],
        selectedAddress: null,
        visitorPlace: null,
      }),
    ).toBeNull();
  });
});

describe('the point sent to the catalog', () => {
  it('adds lat and lng together, or nothing', () => {
    const point = deliveryPointOf({ source: 'place', ...pune });
    expect(point).toEqual({ lat: 18.5204, lng: 73.8567 });
    expect(withDeliveryPoint(new URLSearchParams({ page: '1' }), point).toString()).toBe(
      'page=1&lat=18.5204&lng=73.8567',
    );
    expect(withDeliveryPoint(new URLSearchParams({ page: '1' }), deliveryPointOf(null)).toString()).toBe(
      'page=1',
    );
  });
});
