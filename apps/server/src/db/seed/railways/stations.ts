// Names and coordinates of the stations the converted trains stop at. The timetable cuts names to 12
// characters ("SAWANTWADI R") and trains.json's station list to 15 ("C SHIVAJI MAH T"), so a name is
// taken from the fullest source that has the station (ADR 027).
import { formatStationName, isInIndia, roundCoordinate } from '../data/station-format.ts';
import type { RailwayStation } from './railway-data.ts';
import type { RenamedStation } from './renamed-codes.ts';
import type { TimetableRow } from './timetable.ts';

export type StationFeature = {
  geometry: { type: string; coordinates: number[] } | null;
  properties: { code: string; name: string | null };
};

export type NameSource =
  | 'curated'
  | 'current name table'
  | 'coordinates file'
  | 'timetable origin or destination'
  | 'station list or timetable (may be cut)';

export type StationSources = {
  /** The project's curated station names (seed/data/stations.json). */
  curated: readonly { code: string; name: string }[];
  renamed: readonly RenamedStation[];
  /** Names to use as they are (currentStationNames). */
  currentNames: Readonly<Record<string, string>>;
  features: readonly StationFeature[];
  /** station-trains.json: names cut to 15 characters. */
  stationTrains: Readonly<Record<string, { Station_name: string }>>;
  timetableRows: readonly TimetableRow[];
  mapCode: (code: string) => string;
};

export const timetableNameLength = 12;

export type StationIndex = {
  coordinates: (code: string) => { latitude: number; longitude: number } | undefined;
  station: (code: string) => RailwayStation & { nameSource: NameSource };
};

export function indexStations(sources: StationSources): StationIndex {
  const { mapCode } = sources;
  const points = new Map<string, { latitude: number; longitude: number }>();
  const fileNames = new Map<string, string>();
  // A feature under today's code wins over one under the old code.
  const features = [...sources.features].sort(
    (a, b) =>
      Number(mapCode(a.properties.code) !== a.properties.code) -
      Number(mapCode(b.properties.code) !== b.properties.code),
  );
  for (const { geometry, properties } of features) {
    const code = mapCode(properties.code);
    if (code.startsWith('XX-')) continue;
    const [longitude, latitude] = geometry?.type === 'Point' ? geometry.coordinates : [];
    if (
      !points.has(code) &&
      latitude !== undefined &&
      longitude !== undefined &&
      isInIndia(latitude, longitude)
    ) {
      points.set(code, { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) });
    }
    // Some features carry their code as the name ("NHLG"): no name at all.
    const fileName = properties.name?.trim();
    if (!fileNames.has(code) && fileName && fileName.toUpperCase() !== properties.code.trim().toUpperCase()) {
      fileNames.set(code, fileName);
    }
  }
  const endNames = new Map<string, string>();
  const shortNames = new Map<string, string>();
  for (const row of sources.timetableRows) {
    for (const [codeField, nameField] of [
      ['Source Station', 'Source Station Name'],
      ['Destination Station', 'Destination Station Name'],
    ] as const) {
      const code = mapCode(row[codeField] ?? '');
      if (!endNames.has(code) && row[nameField]?.trim()) endNames.set(code, row[nameField]);
    }
    const code = mapCode(row['Station Code'] ?? '');
    if (!shortNames.has(code) && row['Station Name']?.trim()) shortNames.set(code, row['Station Name']);
  }
  const curated = new Map(sources.curated.map((station) => [station.code, station.name]));
  const renamed = new Map<string, string>([
    ...sources.renamed.map((entry) => [entry.to, entry.name] as const),
    ...Object.entries(sources.currentNames),
  ]);
  const listed = (code: string) => sources.stationTrains[code]?.Station_name;

  function name(code: string): { name: string; nameSource: NameSource } {
    const exact = curated.get(code) ?? renamed.get(code);
    if (exact) return { name: exact, nameSource: curated.has(code) ? 'curated' : 'current name table' };
    const file = fileNames.get(code);
    if (file) return { name: formatStationName(file), nameSource: 'coordinates file' };
    const end = endNames.get(code);
    if (end) return { name: formatStationName(end), nameSource: 'timetable origin or destination' };
    return {
      name: formatStationName(longestName(listed(code), shortNames.get(code)) ?? code),
      nameSource: 'station list or timetable (may be cut)',
    };
  }

  return {
    coordinates: (code) => points.get(code),
    station: (code) => {
      const point = points.get(code);
      return { code, ...name(code), latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
    },
  };
}

/** Of two cut names, the longer (a 12-character timetable name is usually the cut one). */
export function longestName(...names: (string | undefined)[]): string | undefined {
  return names
    .map((name) => name?.trim().replace(/\s+/g, ' '))
    .filter((name): name is string => Boolean(name))
    .reduce<string | undefined>(
      (best, name) => (best === undefined || name.length > best.length ? name : best),
      undefined,
    );
}
