import { useCallback, useRef, useState } from 'react';
import type { Place } from '@railbite/contract/geo';
import { reverseGeocode } from '../api/reverse-geocode';
import type { Point } from '../utils/map-constants';

/**
 * A chosen point and what the geocoder says is there. Only the answer for the latest point counts:
 * a slow reply for an earlier click never overwrites a newer one.
 */
export function usePointDetails() {
  const [point, setPoint] = useState<Point | null>(null);
  const [details, setDetails] = useState<Place | null>(null);
  const [resolving, setResolving] = useState(false);
  const latest = useRef(0);

  /** Sets the point and looks it up; resolves to the place, or null when nothing is known or it failed. */
  const choosePoint = useCallback(async (next: Point): Promise<{ place: Place | null; failed: boolean }> => {
    const request = ++latest.current;
    setPoint(next);
    setDetails(null);
    setResolving(true);
    try {
      const place = await reverseGeocode(next);
      if (request === latest.current) setDetails(place);
      return { place, failed: false };
    } catch (error) {
      console.error('Reverse geocoding failed', error);
      return { place: null, failed: true };
    } finally {
      if (request === latest.current) setResolving(false);
    }
  }, []);

  /** A place that already carries its details (a search result): no lookup needed. */
  const choosePlace = useCallback((place: Place) => {
    latest.current += 1;
    setPoint({ latitude: place.latitude, longitude: place.longitude });
    setDetails(place);
    setResolving(false);
  }, []);

  return { point, details, resolving, choosePoint, choosePlace };
}
