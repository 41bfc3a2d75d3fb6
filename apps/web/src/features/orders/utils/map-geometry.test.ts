import { describe, expect, it } from 'vitest';
import { isKnownPlace, midpoint, pointAlong } from './map-geometry';

const restaurant = { latitude: 28.6, longitude: 77.2 };
const home = { latitude: 28.7, longitude: 77.4 };

describe('map geometry', () => {
  it('centres midway between restaurant and destination', () => {
    const centre = midpoint(restaurant, home);
    expect(centre.latitude).toBeCloseTo(28.65, 10);
    expect(centre.longitude).toBeCloseTo(77.3, 10);
  });

  it('places the vehicle along the route by progress, clamped to the ends', () => {
    expect(pointAlong(restaurant, home, 0)).toEqual(restaurant);
    expect(pointAlong(restaurant, home, 1)).toEqual(home);
    expect(pointAlong(restaurant, home, 1.5)).toEqual(home);
    expect(pointAlong(restaurant, home, -1)).toEqual(restaurant);
    expect(pointAlong(restaurant, home, 0.25).longitude).toBeCloseTo(77.25, 10);
  });

  it('treats 0, 0 as an unknown position', () => {
    expect(isKnownPlace({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isKnownPlace(restaurant)).toBe(true);
  });
});
