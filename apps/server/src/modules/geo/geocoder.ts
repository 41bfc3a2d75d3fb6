import type { Place } from '@railbite/contract/geo';
import { errorCodes } from '@railbite/contract/common';
import { AppError } from '../../lib/errors.ts';

/**
 * Place search and reverse lookup behind one interface, so the browser only ever talks to our server
 * and the provider is a configuration choice (GEOCODER): the bundled offline data or a
 * Nominatim-compatible service.
 */
export type Geocoder = {
  /** Places in India matching the text, best first, at most `limit`. */
  search(text: string, limit: number): Promise<Place[]>;
  /** What is at (or nearest to) a point; null when nothing is known there. */
  reverse(latitude: number, longitude: number): Promise<Place | null>;
};

/** The upstream geocoder did not answer usefully; the client shows its own "try again" message. */
export class GeocoderUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(503, errorCodes.serviceUnavailable, 'Place search is unavailable right now. Please try again.');
    this.cause = cause;
  }
}
