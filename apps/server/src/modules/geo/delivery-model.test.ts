import { describe, expect, it } from 'vitest';
import {
  deliversTo,
  deliveryMinutes,
  distanceMetres,
  estimateDelivery,
  metresToKm,
  speedModel,
  travelMinutes,
} from './delivery-model.ts';
import type { Kitchen } from './delivery-model.ts';

const earthRadiusMetres = 6_371_000;

/** A point `metres` due north of `from`: along a meridian the haversine distance is exact. */
function northOf(from: { latitude: number; longitude: number }, metres: number) {
  return {
    latitude: from.latitude + (metres / earthRadiusMetres) * (180 / Math.PI),
    longitude: from.longitude,
  };
}

const kitchen: Kitchen = { latitude: 28.64, longitude: 77.22, deliveryRadiusM: 5000, preparationMinutes: 15 };

describe('distanceMetres', () => {
  it('is the haversine distance to the whole metre, the same both ways', () => {
    const paharganj = { latitude: 28.643, longitude: 77.2194 };
    const nizamuddin = { latitude: 28.5893, longitude: 77.2507 };
    expect(distanceMetres(paharganj, nizamuddin)).toBe(distanceMetres(nizamuddin, paharganj));
    expect(distanceMetres(paharganj, nizamuddin)).toBeGreaterThan(6_500);
    expect(distanceMetres(paharganj, nizamuddin)).toBeLessThan(6_800);
    expect(distanceMetres(paharganj, paharganj)).toBe(0);
    expect(distanceMetres(kitchen, northOf(kitchen, 1234))).toBe(1234);
  });
});

describe('deliversTo (the area edge)', () => {
  it('delivers exactly on the radius', () => {
    expect(distanceMetres(kitchen, northOf(kitchen, 5000))).toBe(5000);
    expect(deliversTo(kitchen, northOf(kitchen, 5000))).toBe(true);
  });

  it('measures to the metre: 40 cm past the radius still rounds onto it, 60 cm does not', () => {
    expect(deliversTo(kitchen, northOf(kitchen, 5000.4))).toBe(true);
    expect(deliversTo(kitchen, northOf(kitchen, 5000.6))).toBe(false);
  });

  it('does not deliver one metre past the radius, in any direction', () => {
    expect(deliversTo(kitchen, northOf(kitchen, 5001))).toBe(false);
    expect(deliversTo(kitchen, northOf(kitchen, -5001))).toBe(false);
    expect(deliversTo(kitchen, northOf(kitchen, -4999))).toBe(true);
  });

  it('delivers to its own door and not to another city', () => {
    expect(deliversTo(kitchen, kitchen)).toBe(true);
    expect(deliversTo(kitchen, { latitude: 18.969, longitude: 72.8205 })).toBe(false);
  });
});

describe('deliveryMinutes (preparation + hand-over + travel, in 5-minute steps)', () => {
  it('documents the speed model', () => {
    expect(speedModel).toEqual({
      roadFactor: 1.4,
      fastKmh: 25,
      slowKmh: 15,
      handoverMinutes: 5,
      stepMinutes: 5,
    });
    // 3 km as the crow flies is 4.2 km of road: about 10 minutes at 25 km/h, 17 at 15 km/h.
    expect(travelMinutes(3000, 25)).toBeCloseTo(10.08, 10);
    expect(travelMinutes(3000, 15)).toBeCloseTo(16.8, 10);
  });

  it.each([
    // [preparation, metres, min, max]
    [10, 0, 15, 20],
    [20, 0, 25, 30],
    [15, 1000, 25, 30],
    [15, 3000, 35, 40],
    [15, 7000, 45, 60],
    [35, 7000, 65, 80],
  ])('prep %i min, %i m → %i–%i min', (preparation, metres, min, max) => {
    expect(deliveryMinutes(preparation, metres)).toEqual({ min, max });
  });

  it('keeps a sum that lands exactly on a step on it', () => {
    // 6,250 m is exactly 21 minutes at 25 km/h (8.75 km of road): 14 + 5 + 21 = 40, not 45.
    expect(travelMinutes(6250, 25)).toBeCloseTo(21, 10);
    expect(deliveryMinutes(14, 6250).min).toBe(40);
  });

  it('rounds up: one metre more never promises a faster delivery', () => {
    let previous = deliveryMinutes(15, 0);
    for (let metres = 0; metres <= 15_000; metres += 37) {
      const range = deliveryMinutes(15, metres);
      expect(range.min).toBeGreaterThanOrEqual(previous.min);
      expect(range.max).toBeGreaterThanOrEqual(previous.max);
      expect(range.max).toBeGreaterThan(range.min);
      expect(range.min % 5).toBe(0);
      expect(range.max % 5).toBe(0);
      previous = range;
    }
  });
});

describe('estimateDelivery', () => {
  it('gives the distance, whether it delivers and the range for a point', () => {
    expect(estimateDelivery(kitchen, northOf(kitchen, 3000))).toEqual({
      distanceMetres: 3000,
      delivers: true,
      minutes: { min: 35, max: 40 },
    });
    expect(estimateDelivery(kitchen, northOf(kitchen, 6000))).toMatchObject({
      distanceMetres: 6000,
      delivers: false,
    });
  });

  it('falls back to the spec’s 25–30 minutes only when no location is known', () => {
    expect(estimateDelivery(kitchen, undefined)).toEqual({
      distanceMetres: null,
      delivers: null,
      minutes: { min: 25, max: 30 },
    });
    expect(estimateDelivery(kitchen, kitchen).minutes).toEqual({ min: 20, max: 25 });
  });
});

describe('metresToKm', () => {
  it('shows kilometres to one decimal', () => {
    expect(metresToKm(4500)).toBe(4.5);
    expect(metresToKm(3456)).toBe(3.5);
    expect(metresToKm(0)).toBe(0);
  });
});
