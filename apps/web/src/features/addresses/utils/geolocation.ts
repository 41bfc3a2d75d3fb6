import type { Point } from './map-constants';

/** SPEC.md §9: timeout 10 s, high accuracy, positions up to 5 minutes old. */
export const geolocationOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export const geolocationUnsupportedMessage = 'Geolocation is not supported by this browser';

/** SPEC.md §8 geolocation messages, by GeolocationPositionError code. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return 'Location access denied. Please enable location permissions.';
    case 2:
      return 'Location information is unavailable.';
    case 3:
      return 'Location request timed out.';
    default:
      return 'An unknown error occurred while getting location.';
  }
}

export class GeolocationFailure extends Error {
  constructor(
    message: string,
    /** "unsupported", or the GeolocationPositionError code. */
    readonly reason: 'unsupported' | number,
  ) {
    super(message);
    this.name = 'GeolocationFailure';
  }
}

/** Old browsers and insecure (non-https) origins have no geolocation object at all. */
function browserGeolocation(): Geolocation | null {
  return 'geolocation' in navigator ? navigator.geolocation : null;
}

/** The browser's current position; rejects with a GeolocationFailure carrying the spec's message. */
export function getCurrentPoint(geolocation: Geolocation | null = browserGeolocation()): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure(geolocationUnsupportedMessage, 'unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => {
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        reject(new GeolocationFailure(geolocationErrorMessage(error.code), error.code));
      },
      geolocationOptions,
    );
  });
}
