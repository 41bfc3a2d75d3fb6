// The converted railway data (ADR 027): its shape, and the compact file scripts/convert-railways.ts
// writes and the seed reads (`railways.json.gz`, committed next to this module).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { TimeSource } from '@railbite/contract/train-rules';

export type RailwayStation = {
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
};

export type TrainStop = {
  /** 1 at the origin, then 2, 3… along the route (after dropped stops, still without gaps). */
  sequence: number;
  stationCode: string;
  /** Minutes after the origin's departure; null at the origin. */
  arrivalMinutes: number | null;
  /** Minutes after the origin's departure; null at the destination. */
  departureMinutes: number | null;
  /** 1 on the day the train leaves its origin, 2 the next day… (day of arrival; origin: departure). */
  day: number;
  /** Kilometres from the origin along the line. */
  distanceKm: number;
  /** Minutes the train stands here; null at the ends and where the time is interpolated. */
  haltMinutes: number | null;
  timeSource: TimeSource;
};

export type Train = {
  /** Five digits, as Indian Railways prints it ("12301"). */
  number: string;
  name: string;
  originCode: string;
  destinationCode: string;
  /** Days the train leaves its origin: bit 0 Monday … bit 6 Sunday (as ISO weekday − 1). */
  runsOn: number;
  /** The origin's departure, in minutes after midnight IST. */
  departureMinuteOfDay: number;
  stops: TrainStop[];
};

export type RailwayData = {
  attribution: string;
  stations: RailwayStation[];
  trains: Train[];
};

export const minutesPerDay = 24 * 60;

/** Day number of a stop that is `minutesFromStart` after an origin departure at `departureMinuteOfDay`. */
export function dayNumber(departureMinuteOfDay: number, minutesFromStart: number): number {
  return Math.floor((departureMinuteOfDay + minutesFromStart) / minutesPerDay) + 1;
}

type StopTimes = Pick<TrainStop, 'arrivalMinutes' | 'departureMinutes' | 'timeSource'>;

/** A stop's day number and halt, which the file leaves out because they follow from its times. */
export function derivedStopFields(departureMinuteOfDay: number, stop: StopTimes) {
  const { arrivalMinutes, departureMinutes } = stop;
  const metAt = arrivalMinutes ?? departureMinutes;
  if (metAt === null) throw new Error('A stop has an arrival or a departure');
  const haltMinutes =
    arrivalMinutes === null || departureMinutes === null || stop.timeSource === 'interpolated'
      ? null
      : departureMinutes - arrivalMinutes;
  return { day: dayNumber(departureMinuteOfDay, metAt), haltMinutes };
}

// The file: stations as [code, name, latitude, longitude]; trains as [number, name, runsOn,
// departureMinuteOfDay, stops], stops as [code, arrival, departure, km, "t" | "i"]. Origin and
// destination are the first and last stop; day and halt are derived (derivedStopFields).
type EncodedStop = [string, number | null, number | null, number, 't' | 'i'];
type EncodedTrain = [string, string, number, number, EncodedStop[]];
type EncodedData = {
  format: 1;
  attribution: string;
  stations: [string, string, number | null, number | null][];
  trains: EncodedTrain[];
};

export function encodeRailwayData(data: RailwayData): string {
  const encoded: EncodedData = {
    format: 1,
    attribution: data.attribution,
    stations: data.stations.map((station) => [
      station.code,
      station.name,
      station.latitude,
      station.longitude,
    ]),
    trains: data.trains.map((train) => [
      train.number,
      train.name,
      train.runsOn,
      train.departureMinuteOfDay,
      train.stops.map((stop) => [
        stop.stationCode,
        stop.arrivalMinutes,
        stop.departureMinutes,
        stop.distanceKm,
        stop.timeSource === 'timetable' ? 't' : 'i',
      ]),
    ]),
  };
  // One station or train per line: the file stays readable after `gunzip`, and a diff shows what changed.
  const lines = (rows: unknown[]) => `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
  const head = JSON.stringify({ format: encoded.format, attribution: encoded.attribution });
  return `${head.slice(0, -1)},\n"stations":${lines(encoded.stations)},\n"trains":${lines(encoded.trains)}}\n`;
}

export function decodeRailwayData(text: string): RailwayData {
  const encoded = JSON.parse(text) as Omit<EncodedData, 'format'> & { format: unknown };
  if (encoded.format !== 1) throw new Error(`Unknown railway data format ${String(encoded.format)}`);
  return {
    attribution: encoded.attribution,
    stations: encoded.stations.map(([code, name, latitude, longitude]) => ({
      code,
      name,
      latitude,
      longitude,
    })),
    trains: encoded.trains.map(([number, name, runsOn, departureMinuteOfDay, encodedStops]) => {
      const stops = encodedStops.map(
        ([stationCode, arrivalMinutes, departureMinutes, distanceKm, source], index) => {
          const times: StopTimes = {
            arrivalMinutes,
            departureMinutes,
            timeSource: source === 't' ? 'timetable' : 'interpolated',
          };
          return {
            sequence: index + 1,
            stationCode,
            ...times,
            ...derivedStopFields(departureMinuteOfDay, times),
            distanceKm,
          };
        },
      );
      const origin = stops[0];
      const destination = stops.at(-1);
      if (!origin || !destination || stops.length < 2) throw new Error(`Train ${number} has under two stops`);
      return {
        number,
        name,
        originCode: origin.stationCode,
        destinationCode: destination.stationCode,
        runsOn,
        departureMinuteOfDay,
        stops,
      };
    }),
  };
}

export const railwayDataFile = new URL('./railways.json.gz', import.meta.url);

/** The committed data set (read synchronously once: the seed needs all of it). */
export function loadRailwayData(file: URL = railwayDataFile): RailwayData {
  return decodeRailwayData(gunzipSync(readFileSync(file)).toString('utf8'));
}
