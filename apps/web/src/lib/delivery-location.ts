import { useMemo } from 'react';
import type { Address, LatestAddress } from '@railbite/contract/addresses';
import { useSavedAddresses, useSelectedAddress } from './address-store';
import { useSession } from './session';
import type { Session } from './session';
import { useVisitorPlace } from './visitor-place';
import type { VisitorPlace } from './visitor-place';

/**
 * Where the food must go (ADR 025), the one answer every list, search and menu asks for: a logged-in
 * customer's selected address (the header's), else the visitor's chosen place, else none.
 */
export type DeliveryLocation =
  | { source: 'address'; addressId: number; name: string; latitude: number; longitude: number }
  | { source: 'place'; name: string; latitude: number; longitude: number };

/** The point sent to the catalog as `lat`/`lng`, and part of its query keys. */
export type DeliveryPoint = { lat: number; lng: number };

type LocationSources = {
  session: Session;
  savedAddresses: Address[];
  selectedAddress: LatestAddress | null;
  visitorPlace: VisitorPlace | null;
};

/**
 * Pure, so the server's page renderer and the browser answer the same for the same inputs. An address
 * counts only with its coordinates, which the saved list carries (the selection holds only its id).
 */
export function deliveryLocationFrom({
  session,
  savedAddresses,
  selectedAddress,
  visitorPlace,
}: LocationSources): DeliveryLocation | null {
  if (session.status === 'logged-in' && selectedAddress) {
    const address = savedAddresses.find((saved) => saved.id === selectedAddress.id);
    if (address)
      return {
        source: 'address',
        addressId: address.id,
        name: selectedAddress.locationName,
        latitude: address.latitude,
        longitude: address.longitude,
      };
  }
  return visitorPlace ? { source: 'place', ...visitorPlace } : null;
}

export function deliveryPointOf(location: DeliveryLocation | null): DeliveryPoint | undefined {
  return location ? { lat: location.latitude, lng: location.longitude } : undefined;
}

/** Adds the point to an API query string (both or neither, as the catalog requires). */
export function withDeliveryPoint(query: URLSearchParams, point: DeliveryPoint | undefined): URLSearchParams {
  if (point) {
    query.set('lat', String(point.lat));
    query.set('lng', String(point.lng));
  }
  return query;
}

export function useDeliveryLocation(): DeliveryLocation | null {
  const session = useSession();
  const savedAddresses = useSavedAddresses();
  const selectedAddress = useSelectedAddress();
  const visitorPlace = useVisitorPlace();
  return useMemo(
    () => deliveryLocationFrom({ session, savedAddresses, selectedAddress, visitorPlace }),
    [session, savedAddresses, selectedAddress, visitorPlace],
  );
}

/** The point alone, stable while the location stays put (it goes into query keys). */
export function useDeliveryPoint(): DeliveryPoint | undefined {
  const location = useDeliveryLocation();
  const lat = location?.latitude;
  const lng = location?.longitude;
  return useMemo(() => (lat === undefined || lng === undefined ? undefined : { lat, lng }), [lat, lng]);
}
