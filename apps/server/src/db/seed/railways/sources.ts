// Reads the open railway data sets the conversion starts from: ../shared/data/railways next to the
// repository (a fresh clone does not need them: the converted data is committed).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import stationList from '../data/stations.json' with { type: 'json' };
import type { RailwaySources, TrainsJsonEntry } from './convert.ts';
import { currentStationNames, renamedStations } from './renamed-codes.ts';
import type { StationFeature } from './stations.ts';

export const defaultRailwaySourceDir = fileURLToPath(
  new URL('../../../../../../../shared/data/railways/', import.meta.url),
);

export function railwaySourceFiles(dir = defaultRailwaySourceDir) {
  return {
    dir,
    timetable: `${dir}/timetable-2017.csv.gz`,
    /** As the data set's README gives it. */
    timetableSha256: 'a37dd88973c65037ef1466f941ecd791f98f03985e5c3a513a5e1561c182b052',
    trains: `${dir}/trains.json`,
    stationTrains: `${dir}/station-trains.json`,
    stations: `${dir}/stations.geojson`,
  };
}

export function railwaySourcesPresent(dir = defaultRailwaySourceDir): boolean {
  const files = railwaySourceFiles(dir);
  return [files.timetable, files.trains, files.stationTrains, files.stations].every((file) =>
    existsSync(file),
  );
}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

export async function readRailwaySources(files = railwaySourceFiles()): Promise<RailwaySources> {
  const [timetable, trains, stationTrains, stations] = await Promise.all([
    readFile(files.timetable),
    readJson<Record<string, TrainsJsonEntry>>(files.trains),
    readJson<Record<string, { Station_name: string }>>(files.stationTrains),
    readJson<{ features: StationFeature[] }>(files.stations),
  ]);
  return {
    timetableCsv: gunzipSync(timetable).toString('utf8'),
    trains,
    stationTrains,
    features: stations.features,
    curated: stationList,
    renamed: renamedStations,
    currentNames: currentStationNames,
  };
}
