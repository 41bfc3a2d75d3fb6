import { describe, expect, it, vi } from 'vitest';
import { GeolocationFailure, geolocationOptions, getCurrentPoint } from './geolocation';
import { formatPoint, normalisePoint } from './map-constants';

function fakeGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('coords' in outcome) ok(outcome as unknown as GeolocationPosition);
    else fail(outcome as unknown as GeolocationPositionError);
  });
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

describe('getCurrentPoint', () => {
  it('asks with the spec options and answers the point', async () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation({
      coords: { latitude: 19.07, longitude: 72.88 },
    });
    await expect(getCurrentPoint(geolocation)).resolves.toEqual({ latitude: 19.07, longitude: 72.88 });
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(geolocationOptions.timeout).toBe(10_000);
  });

  it.each([
    [1, 'Location access denied. Please enable location permissions.'],
    [2, 'Location information is unavailable.'],
    [3, 'Location request timed out.'],
    [9, 'An unknown error occurred while getting location.'],
  ])('turns error code %i into the spec message', async (code, message) => {
    const failure = getCurrentPoint(fakeGeolocation({ code }).geolocation);
    await expect(failure).rejects.toBeInstanceOf(GeolocationFailure);
    await expect(failure).rejects.toThrow(message);
  });

  it('says so when the browser has no geolocation', async () => {
    await expect(getCurrentPoint(null)).rejects.toThrow('Geolocation is not supported by this browser');
  });
});

describe('map points', () => {
  it('shows coordinates to 6 decimals', () => {
    expect(formatPoint({ latitude: 28.6139, longitude: 77.209 })).toBe('28.613900, 77.209000');
  });

  it('keeps clicked points within ±85 latitude and wraps longitude', () => {
    expect(normalisePoint({ latitude: 89, longitude: 190 })).toEqual({ latitude: 85, longitude: -170 });
    expect(normalisePoint({ latitude: 28.12345678, longitude: 77.5 })).toEqual({
      latitude: 28.123457,
      longitude: 77.5,
    });
  });
});
