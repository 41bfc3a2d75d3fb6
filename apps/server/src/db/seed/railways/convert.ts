// The pure core of scripts/convert-railways.ts: validates and joins the open railway data sets into the
// trains, stops and stations the seed loads, and counts what happened to every stop (ADR 027).
import { timetableAttribution, weekdays } from '@railbite/contract/train-rules';
import { parseCsv } from './csv.ts';
import type { RailwayData, Train, TrainStop } from './railway-data.ts';
import { codeMapper } from './renamed-codes.ts';
import type { RenamedStation } from './renamed-codes.ts';
import { joinRoute, stopDropReasons } from './route.ts';
import { indexStations } from './stations.ts';
import type { NameSource, StationFeature } from './stations.ts';
import { readTimetable } from './timetable.ts';

export type TrainsJsonEntry = {
  Train_name: string;
  Runs_on: Record<string, number>;
  Stations: string[];
};

export type RailwaySources = {
  timetableCsv: string;
  trains: Readonly<Record<string, TrainsJsonEntry>>;
  stationTrains: Readonly<Record<string, { Station_name: string }>>;
  features: readonly StationFeature[];
  curated: readonly { code: string; name: string }[];
  renamed: readonly RenamedStation[];
  currentNames: Readonly<Record<string, string>>;
};

export type ConversionReport = {
  trains: { inSource: number; kept: number; trimmed: number; dropped: Record<string, number> };
  stops: { inSource: number; timetable: number; interpolated: number; dropped: Record<string, number> };
  /** Per renamed code: timetable rows it moved to today's code. */
  renamed: { from: string; to: string; timetableRows: number }[];
  unusedTimetableRows: number;
  /** Consecutive stops the times say are covered faster than implausibleKmPerHour. */
  implausibleSegments: number;
  stations: { total: number; withCoordinates: number; names: Partial<Record<NameSource, number>> };
  /** Today's stop codes the timetable never mentions, most frequent first (candidates for renamed-codes). */
  untimedCodes: [string, number][];
};

/** trains.json's `Runs_on` as a bit mask, bit 0 Monday … bit 6 Sunday. */
export function runningDaysMask(runsOn: Readonly<Record<string, number>>): number {
  return weekdays.reduce((mask, day, bit) => (runsOn[day] === 1 ? mask | (1 << bit) : mask), 0);
}

// trains.json cuts names to 15–16 characters, mostly in their last word, "EXPRESS".
const cutExpress = /\s(EXP|EX|EXPR|EXPRE|EXPRES)$/;

/** A train's name as trains.json gives it (upper case, codes and abbreviations kept), "EXPRESS" uncut. */
export function trainName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').replace(cutExpress, ' EXPRESS');
}

/** Average speeds above this between two stops are timetable errors (kept, but counted). */
export const implausibleKmPerHour = 160;

const count = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

function implausibleSegments(stops: TrainStop[]): number {
  return stops.filter((to, index) => {
    const from = stops[index - 1];
    if (!from || from.departureMinutes === null || to.arrivalMinutes === null) return false;
    const km = to.distanceKm - from.distanceKm;
    return km > 0 && km * 60 > implausibleKmPerHour * (to.arrivalMinutes - from.departureMinutes);
  }).length;
}

export function convertRailways(sources: RailwaySources): { data: RailwayData; report: ConversionReport } {
  const mapCode = codeMapper(sources.renamed);
  const rows = parseCsv(sources.timetableCsv);
  const timetable = readTimetable(rows, mapCode);
  const stationIndex = indexStations({ ...sources, timetableRows: rows, mapCode });
  const report: ConversionReport = {
    trains: { inSource: 0, kept: 0, trimmed: 0, dropped: {} },
    stops: { inSource: 0, timetable: 0, interpolated: 0, dropped: {} },
    renamed: sources.renamed.map(({ from, to }) => ({
      from,
      to,
      timetableRows: rows.filter((row) => row['Station Code']?.trim() === from).length,
    })),
    unusedTimetableRows: 0,
    implausibleSegments: 0,
    stations: { total: 0, withCoordinates: 0, names: {} },
    untimedCodes: [],
  };
  const timetableCodes = new Set(rows.map((row) => mapCode(row['Station Code'] ?? '')));
  const untimed: Record<string, number> = {};
  const trains: Train[] = [];
  const byNumber = Object.entries(sources.trains).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [number, entry] of byNumber) {
    if (!/^\d{5}$/.test(number)) throw new Error(`trains.json: train number "${number}"`);
    const codes = entry.Stations.map(mapCode);
    if (new Set(codes).size !== codes.length)
      throw new Error(`trains.json: train ${number} lists a station twice`);
    const runsOn = runningDaysMask(entry.Runs_on);
    if (runsOn === 0) throw new Error(`trains.json: train ${number} runs on no day`);
    report.trains.inSource++;
    report.stops.inSource += codes.length;
    for (const code of codes) if (!timetableCodes.has(code)) count(untimed, code);
    const route = joinRoute(codes, timetable.get(number), stationIndex.coordinates);
    if (!route.kept) {
      count(report.trains.dropped, route.reason);
      count(report.stops.dropped, `train ${route.reason}`, codes.length);
      continue;
    }
    for (const { reason } of route.dropped) count(report.stops.dropped, reason);
    if (
      route.dropped.some(
        ({ reason }) => reason === stopDropReasons.beforeTimed || reason === stopDropReasons.afterTimed,
      )
    ) {
      report.trains.trimmed++;
    }
    for (const stop of route.stops) {
      if (stop.timeSource === 'timetable') report.stops.timetable++;
      else report.stops.interpolated++;
    }
    report.unusedTimetableRows += route.unusedTimetableRows;
    report.implausibleSegments += implausibleSegments(route.stops);
    const origin = route.stops[0];
    const destination = route.stops.at(-1);
    if (!origin || !destination) throw new Error(`Train ${number} kept without stops`);
    report.trains.kept++;
    trains.push({
      number,
      name: trainName(entry.Train_name),
      originCode: origin.stationCode,
      destinationCode: destination.stationCode,
      runsOn,
      departureMinuteOfDay: route.departureMinuteOfDay,
      stops: route.stops,
    });
  }
  const stationCodes = [
    ...new Set(trains.flatMap((train) => train.stops.map((stop) => stop.stationCode))),
  ].sort();
  const stations = stationCodes.map((code) => {
    const { nameSource, ...station } = stationIndex.station(code);
    count(report.stations.names, nameSource);
    if (station.latitude !== null) report.stations.withCoordinates++;
    return station;
  });
  report.stations.total = stations.length;
  report.untimedCodes = Object.entries(untimed)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, 15);
  return { data: { attribution: timetableAttribution, stations, trains }, report };
}
