import { describe, expect, it } from 'vitest';
import { joinRoute, matchTimetable, stopDropReasons, trainDropReasons } from './route.ts';
import type { TimetableStop, TimetableTrain } from './timetable.ts';

// Stations on one parallel, 0.1° of longitude apart (~10.5 km): a straight line the tests can measure.
const points: Record<string, { latitude: number; longitude: number }> = {
  A: { latitude: 20, longitude: 70 },
  B: { latitude: 20, longitude: 70.1 },
  C: { latitude: 20, longitude: 70.2 },
  D: { latitude: 20, longitude: 70.4 },
  E: { latitude: 20, longitude: 70.5 },
  F: { latitude: 20, longitude: 70.6 },
};
const coordinates = (code: string) => points[code];

const stop = (
  code: string,
  arrival: number | null,
  departure: number | null,
  distanceKm: number,
): TimetableStop => ({
  code,
  arrival,
  departure,
  distanceKm,
});
const timetable = (...stops: TimetableStop[]): TimetableTrain => ({ number: '12345', stops });

describe('joinRoute', () => {
  it('keeps timetable times as minutes from the origin, with halts, days and distances', () => {
    // Leaves at 22:30 on day 0; C is reached after midnight.
    const result = joinRoute(
      ['A', 'C', 'E'],
      timetable(stop('A', null, 1350, 0), stop('C', 1435, 1445, 21), stop('E', 1530, null, 55)),
      coordinates,
    );
    expect(result).toEqual({
      kept: true,
      departureMinuteOfDay: 1350,
      dropped: [],
      unusedTimetableRows: 0,
      stops: [
        {
          sequence: 1,
          stationCode: 'A',
          arrivalMinutes: null,
          departureMinutes: 0,
          day: 1,
          distanceKm: 0,
          haltMinutes: null,
          timeSource: 'timetable',
        },
        {
          sequence: 2,
          stationCode: 'C',
          arrivalMinutes: 85,
          departureMinutes: 95,
          day: 1,
          distanceKm: 21,
          haltMinutes: 10,
          timeSource: 'timetable',
        },
        {
          sequence: 3,
          stationCode: 'E',
          arrivalMinutes: 180,
          departureMinutes: null,
          day: 2,
          distanceKm: 55,
          haltMinutes: null,
          timeSource: 'timetable',
        },
      ],
    });
  });

  it('interpolates untimed stops by distance between the nearest timed neighbours', () => {
    // B is a quarter and C half of the way from A to D (along the line), so they get those shares of
    // the 120 minutes and 80 km between A's departure and D's arrival.
    const result = joinRoute(
      ['A', 'B', 'C', 'D'],
      timetable(stop('A', null, 600, 0), stop('D', 720, 725, 80)),
      coordinates,
    );
    expect(result.kept && result.stops).toEqual([
      expect.objectContaining({ stationCode: 'A', departureMinutes: 0, timeSource: 'timetable' }),
      {
        sequence: 2,
        stationCode: 'B',
        arrivalMinutes: 30,
        departureMinutes: 30,
        day: 1,
        distanceKm: 20,
        haltMinutes: null,
        timeSource: 'interpolated',
      },
      {
        sequence: 3,
        stationCode: 'C',
        arrivalMinutes: 60,
        departureMinutes: 60,
        day: 1,
        distanceKm: 40,
        haltMinutes: null,
        timeSource: 'interpolated',
      },
      expect.objectContaining({
        stationCode: 'D',
        arrivalMinutes: 120,
        distanceKm: 80,
        timeSource: 'timetable',
      }),
    ]);
  });

  it('counts an interpolated time from the previous departure and to the next arrival', () => {
    // C's 10-minute halt is not travelling time: D (half way from C to F) is 25 min after C leaves.
    const result = joinRoute(
      ['A', 'C', 'D', 'F'],
      timetable(stop('A', null, 0, 0), stop('C', 20, 30, 20), stop('F', 80, null, 60)),
      coordinates,
    );
    expect(result.kept && result.stops[2]).toMatchObject({
      stationCode: 'D',
      arrivalMinutes: 55,
      distanceKm: 40,
    });
  });

  it('drops an untimed stop without coordinates, and those of a gap whose timed end has none', () => {
    const result = joinRoute(
      ['A', 'X', 'B', 'C', 'Y', 'D'],
      timetable(stop('A', null, 0, 0), stop('C', 30, 32, 21), stop('Y', 50, 52, 30), stop('D', 60, null, 42)),
      coordinates,
    );
    expect(result.kept && result.stops.map((s) => s.stationCode)).toEqual(['A', 'B', 'C', 'Y', 'D']);
    expect(result.kept && result.dropped).toEqual([{ code: 'X', reason: stopDropReasons.noCoordinates }]);
    const unplaceable = joinRoute(
      ['A', 'Y', 'B', 'C', 'D'],
      timetable(stop('A', null, 0, 0), stop('Y', 10, 11, 5), stop('C', 30, 32, 21), stop('D', 60, null, 42)),
      coordinates,
    );
    expect(unplaceable.kept && unplaceable.dropped).toEqual([
      { code: 'B', reason: stopDropReasons.neighbourWithoutCoordinates },
    ]);
  });

  it('cuts untimed ends and counts times from the first timed stop, on its own day', () => {
    // The 2017 train started a day earlier at Z; today's route starts at B (untimed) and ends at F
    // (untimed): the kept train runs C → E, with C's departure (01:30, day 1 of 2017) as its start.
    const result = joinRoute(
      ['B', 'C', 'D', 'E', 'F'],
      timetable(
        stop('Z', null, 600, 0),
        stop('C', 1520, 1530, 900),
        stop('D', 1580, 1582, 940),
        stop('E', 1700, null, 1000),
      ),
      coordinates,
    );
    expect(result).toMatchObject({
      kept: true,
      departureMinuteOfDay: 90,
      unusedTimetableRows: 1,
      dropped: [
        { code: 'B', reason: stopDropReasons.beforeTimed },
        { code: 'F', reason: stopDropReasons.afterTimed },
      ],
    });
    expect(result.kept && result.stops).toEqual([
      expect.objectContaining({
        stationCode: 'C',
        arrivalMinutes: null,
        departureMinutes: 0,
        distanceKm: 0,
        day: 1,
      }),
      expect.objectContaining({
        stationCode: 'D',
        arrivalMinutes: 50,
        departureMinutes: 52,
        distanceKm: 40,
        haltMinutes: 2,
      }),
      expect.objectContaining({
        stationCode: 'E',
        arrivalMinutes: 170,
        departureMinutes: null,
        distanceKm: 100,
      }),
    ]);
  });

  it('drops a train the timetable lacks or times under half the stops of', () => {
    expect(joinRoute(['A', 'B'], undefined, coordinates)).toEqual({
      kept: false,
      reason: trainDropReasons.notInTimetable,
    });
    expect(
      joinRoute(
        ['A', 'B', 'C', 'D', 'E'],
        timetable(stop('A', null, 0, 0), stop('B', 10, null, 10)),
        coordinates,
      ),
    ).toEqual({ kept: false, reason: trainDropReasons.routeChanged });
    expect(joinRoute(['A', 'B'], timetable(stop('A', null, 0, 0)), coordinates)).toEqual({
      kept: false,
      reason: trainDropReasons.routeChanged,
    });
  });
});

describe('matchTimetable', () => {
  it('pairs stops in timetable order, so a station the 2017 train passed twice is matched once', () => {
    const matched = matchTimetable(
      ['A', 'B', 'C'],
      timetable(stop('B', null, 0, 0), stop('A', 10, 12, 5), stop('B', 20, 22, 10), stop('C', 30, null, 15)),
    );
    expect(matched.map((pair) => pair.time?.arrival)).toEqual([10, 20, 30]);
  });

  it('leaves a stop untimed when its row has only placeholders', () => {
    const matched = matchTimetable(['A', 'B'], timetable(stop('A', null, 0, 0), stop('B', null, null, 5)));
    expect(matched[1]).toEqual({ code: 'B', time: undefined });
  });
});
