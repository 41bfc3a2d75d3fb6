import { describe, expect, it } from 'vitest';
import { dayNumber, decodeRailwayData, derivedStopFields, encodeRailwayData } from './railway-data.ts';
import type { RailwayData } from './railway-data.ts';

describe('stop fields derived from the times', () => {
  it('numbers days from the origin departure, past each midnight', () => {
    expect(dayNumber(22 * 60 + 30, 0)).toBe(1);
    expect(dayNumber(22 * 60 + 30, 89)).toBe(1);
    expect(dayNumber(22 * 60 + 30, 90)).toBe(2);
    expect(dayNumber(5 * 60, 2 * 1440 + 60)).toBe(3);
  });

  it('takes the halt from a timetable stop, and none at the ends or where interpolated', () => {
    const at = (
      arrivalMinutes: number | null,
      departureMinutes: number | null,
      timeSource = 'timetable' as const,
    ) => derivedStopFields(1380, { arrivalMinutes, departureMinutes, timeSource });
    expect(at(50, 55)).toEqual({ day: 1, haltMinutes: 5 });
    expect(at(70, 72)).toEqual({ day: 2, haltMinutes: 2 });
    expect(at(null, 0)).toEqual({ day: 1, haltMinutes: null });
    expect(at(900, null)).toEqual({ day: 2, haltMinutes: null });
    expect(
      derivedStopFields(0, { arrivalMinutes: 30, departureMinutes: 30, timeSource: 'interpolated' }),
    ).toEqual({
      day: 1,
      haltMinutes: null,
    });
  });
});

describe('the data file format', () => {
  const data: RailwayData = {
    attribution: 'Attribution, with "quotes"',
    stations: [
      { code: 'A', name: 'Alpha', latitude: 20.5, longitude: 78.25 },
      { code: 'B', name: 'Beta', latitude: null, longitude: null },
    ],
    trains: [
      {
        number: '12345',
        name: 'TEST EXPRESS',
        originCode: 'A',
        destinationCode: 'B',
        runsOn: 65,
        departureMinuteOfDay: 1400,
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
            stationCode: 'B',
            arrivalMinutes: 45,
            departureMinutes: null,
            day: 2,
            distanceKm: 40,
            haltMinutes: null,
            timeSource: 'interpolated',
          },
        ],
      },
    ],
  };

  it('round-trips, one station or train per line', () => {
    const text = encodeRailwayData(data);
    expect(decodeRailwayData(text)).toEqual(data);
    expect(text.split('\n')).toContain(
      '["12345","TEST EXPRESS",65,1400,[["A",null,0,0,"t"],["B",45,null,40,"i"]]]',
    );
  });

  it('refuses another format or a train of one stop', () => {
    expect(() => decodeRailwayData('{"format":2}')).toThrow(/format/);
    const text = encodeRailwayData({
      ...data,
      trains: [{ ...data.trains[0]!, stops: data.trains[0]!.stops.slice(0, 1) }],
    });
    expect(() => decodeRailwayData(text)).toThrow(/two stops/);
  });
});
