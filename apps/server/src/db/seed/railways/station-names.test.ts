import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { codeMapper, currentStationNames, renamedStations } from './renamed-codes.ts';
import { indexStations, longestName } from './stations.ts';
import type { StationFeature } from './stations.ts';

const header =
  'Train No,Train Name,SEQ,Station Code,Station Name,Arrival time,Departure Time,Distance,Source Station,Source Station Name,Destination Station,Destination Station Name';

function index(rows: string[], features: StationFeature[] = [], stationTrains = {}) {
  return indexStations({
    curated: [{ code: 'CSMT', name: 'Chhatrapati Shivaji Maharaj Terminus' }],
    renamed: renamedStations,
    currentNames: currentStationNames,
    features,
    stationTrains,
    timetableRows: parseCsv([header, ...rows].join('\n')),
    mapCode: codeMapper(),
  });
}

describe('station names', () => {
  it("takes a timetable origin's or destination's full name over its stop name cut to 12 characters", () => {
    const stations = index([
      '107,SWV-MAO,1,SWV,SAWANTWADI R,00:00:00,10:25:00,0,SWV,SAWANTWADI ROAD,MAO,MADGOAN JN.',
    ]);
    expect(stations.station('SWV')).toMatchObject({
      name: 'Sawantwadi Road',
      nameSource: 'timetable origin or destination',
    });
  });

  it('takes the longer of two cut names when nothing better exists', () => {
    const stations = index(
      ['5631,GHY-SCL,7,VNX,VISWANATH CH,01:55:00,02:00:00,279,GHY,GUWAHATI,SCL,SILCHAR'],
      [],
      { VNX: { Station_name: 'VISWANATH CHRLI' } },
    );
    expect(stations.station('VNX')).toMatchObject({
      name: 'Viswanath Chrli',
      nameSource: 'station list or timetable (may be cut)',
    });
    expect(longestName(' NEW  HAFLONG', 'NEW HALFLONG', undefined)).toBe('NEW HALFLONG');
    expect(longestName(undefined, '')).toBeUndefined();
  });

  it("prefers curated and today's names, then the coordinates file's, ignoring names that are only the code", () => {
    const stations = index(
      [],
      [
        {
          geometry: { type: 'Point', coordinates: [72.8355, 18.94] },
          properties: { code: 'CSTM', name: 'Mumbai CST' },
        },
        {
          geometry: { type: 'Point', coordinates: [78.57, 25.45] },
          properties: { code: 'JHS', name: 'JHANSI JN' },
        },
        { geometry: null, properties: { code: 'NHLG', name: 'NHLG' } },
        {
          geometry: { type: 'Point', coordinates: [88.34, 22.58] },
          properties: { code: 'HWH', name: 'HOWRAH JN' },
        },
      ],
      { NHLG: { Station_name: 'NEW HAFLONG' } },
    );
    expect(stations.station('CSMT')).toMatchObject({
      name: 'Chhatrapati Shivaji Maharaj Terminus',
      latitude: 18.94,
    });
    expect(stations.station('VGLB')).toMatchObject({
      name: 'Virangana Lakshmibai Jhansi Junction',
      longitude: 78.57,
    });
    expect(stations.station('NHLG')).toMatchObject({ name: 'New Haflong', latitude: null, longitude: null });
    expect(stations.station('HWH')).toMatchObject({
      name: 'Howrah Junction',
      nameSource: 'coordinates file',
    });
    expect(stations.station('DADN').name).toBe('Dr. Ambedkar Nagar');
  });

  it('keeps only coordinates inside India, and a feature under the current code over the old one', () => {
    const stations = index(
      [],
      [
        {
          geometry: { type: 'Point', coordinates: [81.8, 25.4] },
          properties: { code: 'ALD', name: 'ALLAHABAD JN' },
        },
        {
          geometry: { type: 'Point', coordinates: [81.82645, 25.44721] },
          properties: { code: 'PRYJ', name: 'PRAYAGRAJ' },
        },
        {
          geometry: { type: 'Point', coordinates: [28.6, 77.2] },
          properties: { code: 'SWAP', name: 'SWAPPED' },
        },
      ],
    );
    expect(stations.coordinates('PRYJ')).toEqual({ latitude: 25.44721, longitude: 81.82645 });
    expect(stations.coordinates('ALD')).toBeUndefined();
    expect(stations.coordinates('SWAP')).toBeUndefined();
  });
});

describe('codeMapper', () => {
  it('maps every renamed code to its current one and leaves the others', () => {
    const map = codeMapper();
    expect(['BCT', 'CSTM', 'ALD', 'MGS', 'FD', 'HBJ', ' jhs '].map(map)).toEqual([
      'MMCT',
      'CSMT',
      'PRYJ',
      'DDU',
      'AYC',
      'RKMP',
      'VGLB',
    ]);
    expect(['NDLS', 'KTE', 'DD', 'BSB'].map(map)).toEqual(['NDLS', 'KTE', 'DD', 'BSB']);
  });

  it('lists each old code once, never as a current code of another renaming', () => {
    const from = renamedStations.map((entry) => entry.from);
    const to = new Set(renamedStations.map((entry) => entry.to));
    expect(new Set(from).size).toBe(from.length);
    for (const code of from) expect(to.has(code), code).toBe(false);
  });
});
