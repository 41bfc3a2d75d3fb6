import { timetableAttribution } from '@railbite/contract/train-rules';
import { describe, expect, it } from 'vitest';
import { convertRailways, runningDaysMask, trainName } from './convert.ts';
import type { RailwaySources } from './convert.ts';
import { currentStationNames, renamedStations } from './renamed-codes.ts';
import { stopDropReasons, trainDropReasons } from './route.ts';

const header =
  'Train No,Train Name,SEQ,Station Code,Station Name,Arrival time,Departure Time,Distance,Source Station,Source Station Name,Destination Station,Destination Station Name';
const rajdhani = (seq: number, code: string, name: string, arrival: string, departure: string, km: number) =>
  `12301,HWH-NDLS RAJ,${seq},${code},${name},${arrival},${departure},${km},HWH,HOWRAH JN.,NDLS,NEW DELHI`;

const feature = (code: string, name: string, longitude: number, latitude: number) => ({
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
  properties: { code, name },
});

/** A Rajdhani with 2017 codes (MGS, ALD) in the timetable and the coordinates file, today's in trains.json. */
const sources: RailwaySources = {
  timetableCsv: [
    header,
    rajdhani(1, 'HWH', 'HOWRAH JN.', '00:00:00', '16:55:00', 0),
    rajdhani(2, 'MGS', 'MUGHAL SARAI', '23:10:00', '23:20:00', 660),
    rajdhani(3, 'ALD', 'ALLAHABAD JN', '01:08:00', '01:11:00', 813),
    rajdhani(4, 'NDLS', 'NEW DELHI', '10:00:00', '00:00:00', 1451),
    '',
  ].join('\n'),
  trains: {
    '12301': {
      Train_name: 'RAJDHANI  EXPRES',
      Runs_on: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 0, sun: 1 },
      Stations: ['HWH', 'ASN', 'DDU', 'PRYJ', 'NDLS'],
    },
    '11111': { Train_name: 'GWL BLP EXP', Runs_on: { mon: 1 }, Stations: ['GWL', 'BLP'] },
  },
  stationTrains: { ASN: { Station_name: 'ASANSOL JN' } },
  features: [
    feature('HWH', 'HOWRAH JN', 88.3426, 22.5839),
    feature('ASN', 'ASN', 86.9858, 23.6851),
    feature('MGS', 'MUGHAL SARAI JN', 83.1159, 25.2806),
    feature('ALD', 'ALLAHABAD JN', 81.8264, 25.4472),
    feature('NDLS', 'NEW DELHI', 77.2193, 28.6431),
  ],
  curated: [{ code: 'NDLS', name: 'New Delhi' }],
  renamed: renamedStations,
  currentNames: currentStationNames,
};

describe('convertRailways on a small fixture', () => {
  const { data, report } = convertRailways(sources);

  it('joins the renamed codes, interpolates the stop the timetable lacks and rolls over midnight', () => {
    expect(data.attribution).toBe(timetableAttribution);
    expect(data.trains).toHaveLength(1);
    const [train] = data.trains;
    expect(train).toMatchObject({
      number: '12301',
      name: 'RAJDHANI EXPRESS',
      originCode: 'HWH',
      destinationCode: 'NDLS',
      runsOn: 0b1011111,
      departureMinuteOfDay: 16 * 60 + 55,
    });
    expect(
      train!.stops.map((stop) => [
        stop.stationCode,
        stop.arrivalMinutes,
        stop.departureMinutes,
        stop.day,
        stop.haltMinutes,
        stop.timeSource,
      ]),
    ).toEqual([
      ['HWH', null, 0, 1, null, 'timetable'],
      ['ASN', expect.any(Number), expect.any(Number), 1, null, 'interpolated'],
      ['DDU', 375, 385, 1, 10, 'timetable'],
      ['PRYJ', 493, 496, 2, 3, 'timetable'],
      ['NDLS', 1025, null, 2, null, 'timetable'],
    ]);
    // Asansol lies about 30 % of the way along the straight lines from Howrah to DDU.
    const asansol = train!.stops[1]!;
    expect(asansol.distanceKm).toBeGreaterThan(150);
    expect(asansol.distanceKm).toBeLessThan(250);
    expect(asansol.arrivalMinutes! / 375).toBeCloseTo(asansol.distanceKm / 660, 2);
  });

  it('names and places the stations from the fullest source, under their current codes', () => {
    expect(data.stations).toEqual([
      { code: 'ASN', name: 'Asansol Junction', latitude: 23.6851, longitude: 86.9858 },
      { code: 'DDU', name: 'Pt. Deen Dayal Upadhyaya Junction', latitude: 25.2806, longitude: 83.1159 },
      { code: 'HWH', name: 'Howrah Junction', latitude: 22.5839, longitude: 88.3426 },
      { code: 'NDLS', name: 'New Delhi', latitude: 28.6431, longitude: 77.2193 },
      { code: 'PRYJ', name: 'Prayagraj Junction', latitude: 25.4472, longitude: 81.8264 },
    ]);
  });

  it('reports what happened to every train and stop', () => {
    expect(report.trains).toEqual({
      inSource: 2,
      kept: 1,
      trimmed: 0,
      dropped: { [trainDropReasons.notInTimetable]: 1 },
    });
    expect(report.stops).toEqual({
      inSource: 7,
      timetable: 4,
      interpolated: 1,
      dropped: { [`train ${trainDropReasons.notInTimetable}`]: 2 },
    });
    expect(report.renamed.filter((entry) => entry.timetableRows > 0)).toEqual([
      { from: 'ALD', to: 'PRYJ', timetableRows: 1 },
      { from: 'MGS', to: 'DDU', timetableRows: 1 },
    ]);
    expect(report.stations).toMatchObject({ total: 5, withCoordinates: 5 });
    expect(report.untimedCodes).toEqual([
      ['ASN', 1],
      ['BLP', 1],
      ['GWL', 1],
    ]);
  });

  it('counts cut ends and dropped stops by reason', () => {
    const extended = convertRailways({
      ...sources,
      trains: { '12301': { ...sources.trains['12301']!, Stations: ['SDAH', 'HWH', 'DDU', 'PRYJ', 'NDLS'] } },
    });
    expect(extended.report.trains.trimmed).toBe(1);
    expect(extended.report.stops.dropped).toEqual({ [stopDropReasons.beforeTimed]: 1 });
    expect(extended.data.trains[0]!.originCode).toBe('HWH');
  });

  it('refuses a train listing a station twice or running on no day', () => {
    const twice = { ...sources.trains['12301']!, Stations: ['HWH', 'DDU', 'HWH'] };
    expect(() => convertRailways({ ...sources, trains: { '12301': twice } })).toThrow(/twice/);
    const never = { ...sources.trains['12301']!, Runs_on: { mon: 0 } };
    expect(() => convertRailways({ ...sources, trains: { '12301': never } })).toThrow(/no day/);
  });
});

describe('conversion helpers', () => {
  it('turns running days into a Monday-first bit mask', () => {
    expect(runningDaysMask({ mon: 1, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0 })).toBe(1);
    expect(runningDaysMask({ sun: 1 })).toBe(64);
    expect(runningDaysMask({ mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 1, sun: 1 })).toBe(127);
  });

  it('restores the cut "EXPRESS" of a train name and keeps everything else', () => {
    expect(trainName('RAJDHANI EXPRES')).toBe('RAJDHANI EXPRESS');
    expect(trainName(' LTT JAYNAGAR EX ')).toBe('LTT JAYNAGAR EXPRESS');
    expect(trainName('KAMAYANI EXP')).toBe('KAMAYANI EXPRESS');
    expect(trainName('MANDOVI EXPRESS')).toBe('MANDOVI EXPRESS');
    expect(trainName('EXPO SPECIAL')).toBe('EXPO SPECIAL');
    expect(trainName('PURI LTT S F')).toBe('PURI LTT S F');
  });
});
