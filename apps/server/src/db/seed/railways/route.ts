// Joins one train's current route (trains.json: ordered station codes) with its 2017 timetable rows:
// times where the timetable has the stop, a straight line by distance between the nearest timed
// neighbours where it does not, and the route trimmed to the part the timetable times (ADR 027).
import { distanceKm } from '../../../modules/geo/geo-distance.ts';
import { derivedStopFields, minutesPerDay } from './railway-data.ts';
import type { TrainStop } from './railway-data.ts';
import type { TimetableTrain } from './timetable.ts';

type Point = { latitude: number; longitude: number };

export const stopDropReasons = {
  beforeTimed: 'before the first stop the 2017 timetable times',
  afterTimed: 'after the last stop the 2017 timetable times',
  noCoordinates: 'no 2017 time, and no coordinates to place it between its timed neighbours',
  neighbourWithoutCoordinates: 'no 2017 time, and a timed neighbour has no coordinates',
} as const;
export type StopDropReason = (typeof stopDropReasons)[keyof typeof stopDropReasons];

export const trainDropReasons = {
  notInTimetable: 'not in the 2017 timetable',
  routeChanged: 'route changed since 2017: the timetable times under half its stops',
} as const;
export type TrainDropReason = (typeof trainDropReasons)[keyof typeof trainDropReasons];

export type RouteResult =
  | {
      kept: true;
      departureMinuteOfDay: number;
      stops: TrainStop[];
      dropped: { code: string; reason: StopDropReason }[];
      /** Timetable rows matched to no stop of today's route. */
      unusedTimetableRows: number;
    }
  | { kept: false; reason: TrainDropReason };

/** A timetable row's times with the placeholder end filled in: the origin "arrives" as it leaves. */
type RowTime = { arrival: number; departure: number; distanceKm: number };
type Matched = { code: string; time: RowTime | undefined };

/**
 * Pairs each stop of the route with the first timetable row of the same station after the previous
 * pair, so the timetable's order is kept even where a station appears twice. A paired row without
 * usable times (a placeholder) leaves the stop untimed.
 */
export function matchTimetable(codes: readonly string[], timetable: TimetableTrain): Matched[] {
  let after = -1;
  return codes.map((code) => {
    const index = timetable.stops.findIndex((stop, at) => at > after && stop.code === code);
    const row = timetable.stops[index];
    if (!row) return { code, time: undefined };
    after = index;
    const arrival = row.arrival ?? row.departure;
    const departure = row.departure ?? row.arrival;
    if (arrival === null || departure === null) return { code, time: undefined };
    return { code, time: { arrival, departure, distanceKm: row.distanceKm } };
  });
}

type Placed = Omit<TrainStop, 'sequence' | 'day' | 'haltMinutes'>;

export function joinRoute(
  codes: readonly string[],
  timetable: TimetableTrain | undefined,
  coordinates: (code: string) => Point | undefined,
): RouteResult {
  if (!timetable) return { kept: false, reason: trainDropReasons.notInTimetable };
  const timed = matchTimetable(codes, timetable).flatMap(({ code, time }, index) =>
    time ? [{ index, code, ...time }] : [],
  );
  const first = timed[0];
  const last = timed.at(-1);
  if (!first || !last || first === last || timed.length * 2 < codes.length) {
    return { kept: false, reason: trainDropReasons.routeChanged };
  }
  const dropped: { code: string; reason: StopDropReason }[] = [
    ...codes.slice(0, first.index).map((code) => ({ code, reason: stopDropReasons.beforeTimed })),
    ...codes.slice(last.index + 1).map((code) => ({ code, reason: stopDropReasons.afterTimed })),
  ];
  // Times and distances count from the first timed stop's departure, whatever the 2017 origin was.
  const start = first.departure;
  const relative = (stop: (typeof timed)[number]) => ({
    stationCode: stop.code,
    arrivalMinutes: stop.arrival - start,
    departureMinutes: stop.departure - start,
    distanceKm: stop.distanceKm - first.distanceKm,
  });
  const placed: Placed[] = [];
  timed.forEach((stop, at) => {
    const here = relative(stop);
    placed.push({
      ...here,
      arrivalMinutes: stop === first ? null : here.arrivalMinutes,
      departureMinutes: stop === last ? null : here.departureMinutes,
      timeSource: 'timetable',
    });
    const next = timed[at + 1];
    if (!next) return;
    const gap = interpolateGap(codes.slice(stop.index + 1, next.index), here, relative(next), coordinates);
    placed.push(...gap.placed);
    dropped.push(...gap.dropped);
  });
  const departureMinuteOfDay = start % minutesPerDay;
  const stops = placed.map((stop, index) => ({
    sequence: index + 1,
    ...stop,
    ...derivedStopFields(departureMinuteOfDay, stop),
  }));
  assertInOrder(stops);
  return {
    kept: true,
    departureMinuteOfDay,
    stops,
    dropped,
    unusedTimetableRows: timetable.stops.length - timed.length,
  };
}

type GapEnd = { stationCode: string; distanceKm: number };

/**
 * Places the untimed stops between two timed ones along the straight lines joining their coordinates,
 * scaled to the line's distance and time between the previous stop's departure and the next's arrival.
 */
export function interpolateGap(
  untimed: readonly string[],
  previous: GapEnd & { departureMinutes: number },
  next: GapEnd & { arrivalMinutes: number },
  coordinates: (code: string) => Point | undefined,
) {
  const dropped: { code: string; reason: StopDropReason }[] = [];
  const placed: Placed[] = [];
  if (untimed.length === 0) return { placed, dropped };
  const startPoint = coordinates(previous.stationCode);
  const endPoint = coordinates(next.stationCode);
  if (!startPoint || !endPoint) {
    for (const code of untimed) dropped.push({ code, reason: stopDropReasons.neighbourWithoutCoordinates });
    return { placed, dropped };
  }
  const chain: { code: string; point: Point; along: number }[] = [];
  let along = 0;
  let at = startPoint;
  for (const code of untimed) {
    const point = coordinates(code);
    if (!point) {
      dropped.push({ code, reason: stopDropReasons.noCoordinates });
      continue;
    }
    along += distanceKm(at, point);
    chain.push({ code, point, along });
    at = point;
  }
  const total = along + distanceKm(at, endPoint);
  const minutes = next.arrivalMinutes - previous.departureMinutes;
  const km = next.distanceKm - previous.distanceKm;
  chain.forEach(({ code, along: here }, index) => {
    // Stations at one point (or a zero-length gap) share the way evenly.
    const share = total > 0 ? here / total : (index + 1) / (chain.length + 1);
    const time = Math.round(previous.departureMinutes + share * minutes);
    placed.push({
      stationCode: code,
      arrivalMinutes: time,
      departureMinutes: time,
      distanceKm: Math.round(previous.distanceKm + share * km),
      timeSource: 'interpolated',
    });
  });
  return { placed, dropped };
}

function assertInOrder(stops: TrainStop[]) {
  let latest = 0;
  let km = 0;
  for (const stop of stops) {
    for (const minutes of [stop.arrivalMinutes, stop.departureMinutes]) {
      if (minutes === null) continue;
      if (minutes < latest) throw new Error(`Stop ${stop.stationCode} is timed before the stop before it`);
      latest = minutes;
    }
    if (stop.distanceKm < km)
      throw new Error(`Stop ${stop.stationCode} is nearer the origin than the one before`);
    km = stop.distanceKm;
  }
}
