import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { deliveryRadiusLimitsKm } from '@railbite/contract/delivery-rules';
import { speedModel } from '../geo/delivery-model.ts';
import type { Point } from '../geo/delivery-model.ts';

// The delivery model (geo/delivery-model.ts) in SQL, for the catalog's location filter and ordering
// (ADR 024). Every value is a placeholder, so each query shape stays one prepared statement (ADR 010).
// Columns are written as "restaurants"."…" because the fragments also run inside joins.

const kmPerDegree = (6371 * Math.PI) / 180;

/** The placeholders a location query takes: the point and the box around it. */
export type LocationValues = {
  lat: number;
  lng: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
};

/**
 * The point and a box around it holding every kitchen that could deliver there: one whose own radius
 * is the largest allowed (the lists read in their own order test it; the location index uses the
 * same box for the largest radius in use, delivery_reach_box in migration 0027). A little wider than needed (1 %), so a kitchen that rounds onto its radius
 * (distances count in whole metres) is never cut off by the box. Longitude degrees shrink towards the
 * poles, so the box is as wide as the latitude farthest from the equator needs.
 */
export function locationValues(point: Point): LocationValues {
  const reachDegrees = (deliveryRadiusLimitsKm.max * 1.01) / kmPerDegree;
  const minLat = Math.max(-90, point.latitude - reachDegrees);
  const maxLat = Math.min(90, point.latitude + reachDegrees);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const lngReach = widest >= 89 ? 180 : reachDegrees / Math.cos((widest * Math.PI) / 180);
  // The box does not wrap round the date line: no kitchen is near it (the catalog is India's).
  const allLongitudes = lngReach >= 180;
  return {
    lat: point.latitude,
    lng: point.longitude,
    minLat,
    maxLat,
    minLng: allLongitudes ? -180 : Math.max(-180, point.longitude - lngReach),
    maxLng: allLongitudes ? 180 : Math.min(180, point.longitude + lngReach),
  };
}

const value = (name: keyof LocationValues) => sql`${sql.placeholder(name)}::float8`;

/**
 * The prefilter `restaurants_location_idx` serves: the kitchen's point lies in the box that the
 * largest radius in use reaches (computed once per statement off `restaurants_delivery_radius_idx`),
 * not the largest allowed: the index returns fewer kitchens to measure, and the box is exact, not a
 * remembered value, whatever partners set (migration 0027).
 */
export const inLocationBox: SQL = sql`"restaurants"."location" <@ (select delivery_reach_box(${value('lat')}, ${value('lng')}, max(r.delivery_radius_m)) from restaurants r)`;

const radians = (degrees: SQL) => sql`((${degrees}) * pi() / 180)`;

/** Haversine distance from the kitchen to the point, in whole metres (as distanceMetres). */
export const distanceMetresSql: SQL<number> = sql<number>`floor(2 * 6371 * asin(least(1, sqrt(
  power(sin(${radians(sql`${value('lat')} - "restaurants"."latitude"`)} / 2), 2)
  + cos(${radians(sql`"restaurants"."latitude"`)}) * cos(${radians(value('lat'))})
    * power(sin(${radians(sql`${value('lng')} - "restaurants"."longitude"`)} / 2), 2)
))) * 1000 + 0.5)::int`;

/** The kitchen delivers to the point: inside the box (index), then the exact distance within its radius. */
export const deliversToLocation: SQL = sql`(${inLocationBox} and ${distanceMetresSql} <= "restaurants"."delivery_radius_m")`;

const literal = (number: number) => sql.raw(String(number));

function minutesAt(kmh: number): SQL {
  const { roadFactor, handoverMinutes, stepMinutes } = speedModel;
  const travel = sql`((${distanceMetresSql}::float8 / 1000) * ${literal(roadFactor)} * 60) / ${literal(kmh)}`;
  return sql`(ceil(("restaurants"."preparation_minutes" + ${literal(handoverMinutes)} + ${travel}) / ${literal(stepMinutes)}) * ${literal(stepMinutes)})`;
}

/** deliveryMinutes(…).min and .max for the kitchen and the point, as deliveryMinutes computes them. */
export const minMinutesSql: SQL<number> = sql<number>`${minutesAt(speedModel.fastKmh)}::int`;
export const maxMinutesSql: SQL<number> = sql<number>`greatest(${minutesAt(speedModel.fastKmh)} + ${literal(speedModel.stepMinutes)}, ${minutesAt(speedModel.slowKmh)})::int`;

/**
 * The same test for reading the kitchens in a list's own order (a dense place, catalog-near-list.ts),
 * where the location index would have PostgreSQL fetch and sort every kitchen around the point first.
 * The box is written as distances from the point (the larger side, so it covers the box even where
 * the box is cut at a pole or the date line): no index serves that, and PostgreSQL cannot tell how
 * few kitchens pass it. Written as plain ranges, its statistics on the columns made the planner
 * expect a handful of rows at 5,000 kitchens and read the whole table to sort them (2.2 ms, where the
 * rating index read in order takes 0.3).
 */
export const deliversInListOrder: SQL = sql`(abs("restaurants"."latitude" - ${value('lat')}) <= greatest(${value('maxLat')} - ${value('lat')}, ${value('lat')} - ${value('minLat')})
  and abs("restaurants"."longitude" - ${value('lng')}) <= greatest(${value('maxLng')} - ${value('lng')}, ${value('lng')} - ${value('minLng')})
  and ${distanceMetresSql} <= "restaurants"."delivery_radius_m")`;
