import { fallbackDeliveryMinutes } from '@railbite/contract/delivery-rules';
import { distanceKm } from './geo-distance.ts';

// Who delivers where, and how long it takes (ADR 024). Pure: the catalog's SQL filter and ordering
// are built from the same constants (catalog-location-sql.ts), and a test holds the two together.

export type Point = { latitude: number; longitude: number };
/** A kitchen as the model needs it: where it is, how far it delivers, how long it cooks. */
export type Kitchen = Point & { deliveryRadiusM: number; preparationMinutes: number };
export type MinutesRange = { min: number; max: number };

/**
 * The speed model. A rider's trip is longer than the straight line (Indian city roads run about 1.3–1.5
 * times the crow-fly distance, so 1.4), at a city two-wheeler's average speed: 25 km/h in light
 * traffic, 15 km/h in heavy. Reaching the kitchen, pick-up and handing over add 5 minutes. Promises are
 * shown in steps of 5 minutes, rounded up, so the model never promises faster than it computes.
 */
export const speedModel = {
  roadFactor: 1.4,
  fastKmh: 25,
  slowKmh: 15,
  handoverMinutes: 5,
  stepMinutes: 5,
} as const;

/** Distances are measured to the whole metre (haversine), so "on the radius" has one answer. */
export function distanceMetres(from: Point, to: Point): number {
  return Math.round(distanceKm(from, to) * 1000);
}

/** A kitchen delivers to every point within its radius, the radius itself included. */
export function deliversTo(kitchen: Kitchen, point: Point): boolean {
  return distanceMetres(kitchen, point) <= kitchen.deliveryRadiusM;
}

/** Minutes a rider needs for a straight-line distance at a speed. */
export function travelMinutes(metres: number, kmh: number): number {
  return ((metres / 1000) * speedModel.roadFactor * 60) / kmh;
}

const upToStep = (minutes: number) => Math.ceil(minutes / speedModel.stepMinutes) * speedModel.stepMinutes;

/** Preparation + hand-over + travel, fast and slow, in 5-minute steps; always at least one step wide. */
export function deliveryMinutes(preparationMinutes: number, metres: number): MinutesRange {
  const base = preparationMinutes + speedModel.handoverMinutes;
  const min = upToStep(base + travelMinutes(metres, speedModel.fastKmh));
  const slow = upToStep(base + travelMinutes(metres, speedModel.slowKmh));
  return { min, max: Math.max(min + speedModel.stepMinutes, slow) };
}

export type DeliveryEstimate = {
  /** Null when no location is known. */
  distanceMetres: number | null;
  delivers: boolean | null;
  minutes: MinutesRange;
};

/** What a kitchen promises a point; without a point, the spec's fallback 25–30 minutes. */
export function estimateDelivery(kitchen: Kitchen, point: Point | undefined): DeliveryEstimate {
  if (!point) return { distanceMetres: null, delivers: null, minutes: { ...fallbackDeliveryMinutes } };
  const metres = distanceMetres(kitchen, point);
  return {
    distanceMetres: metres,
    delivers: metres <= kitchen.deliveryRadiusM,
    minutes: deliveryMinutes(kitchen.preparationMinutes, metres),
  };
}

/** Kilometres with one decimal, as the API shows distances and radii. */
export function metresToKm(metres: number): number {
  return Math.round(metres / 100) / 10;
}
