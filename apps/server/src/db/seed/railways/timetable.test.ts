import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { codeMapper } from './renamed-codes.ts';
import { clockTimes, isPlaceholderRow, parseClock, readTimetable, rollOverDays } from './timetable.ts';

const header =
  'Train No,Train Name,SEQ,Station Code,Station Name,Arrival time,Departure Time,Distance,Source Station,Source Station Name,Destination Station,Destination Station Name';

/** Timetable CSV rows for one train: [code, arrival, departure, km]. */
function csv(number: string, stops: [string, string, string, number][]): string {
  const first = stops[0]![0];
  const last = stops.at(-1)![0];
  return stops
    .map(
      ([code, arrival, departure, km], index) =>
        `${number},TEST TRAIN,${index + 1},${code},${code} NAME,${arrival},${departure},${km},${first},${first} FULL,${last},${last} FULL`,
    )
    .join('\n');
}

const read = (text: string) => readTimetable(parseCsv(`${header}\n${text}\n`), codeMapper());
const minutes = (day: number, clock: string) => day * 1440 + parseClock(clock);

describe('parseClock', () => {
  it('reads HH:MM:SS and HH:MM as minutes after midnight', () => {
    expect(parseClock('00:00:00')).toBe(0);
    expect(parseClock('07:05:00')).toBe(425);
    expect(parseClock('23:59')).toBe(1439);
  });

  it('refuses anything else', () => {
    for (const text of ['24:00:00', '12:60:00', '7.05', '', 'noon']) expect(() => parseClock(text)).toThrow();
  });
});

describe('day roll-over', () => {
  it('moves a time earlier than the one before it to the next day', () => {
    expect(
      rollOverDays([
        { arrival: null, departure: parseClock('22:30') },
        { arrival: parseClock('23:50'), departure: parseClock('00:05') },
        { arrival: parseClock('01:10'), departure: null },
      ]),
    ).toEqual([
      { arrival: null, departure: minutes(0, '22:30') },
      { arrival: minutes(0, '23:50'), departure: minutes(1, '00:05') },
      { arrival: minutes(1, '01:10'), departure: null },
    ]);
  });

  it('counts every midnight of a three-day run, and keeps equal times on the same day', () => {
    const times = rollOverDays([
      { arrival: null, departure: parseClock('10:00') },
      { arrival: parseClock('04:00'), departure: parseClock('04:00') },
      { arrival: parseClock('03:00'), departure: parseClock('03:10') },
      { arrival: parseClock('09:00'), departure: null },
    ]);
    expect(times.map((row) => row.arrival ?? row.departure)).toEqual([
      minutes(0, '10:00'),
      minutes(1, '04:00'),
      minutes(2, '03:00'),
      minutes(2, '09:00'),
    ]);
  });

  it('skips untimed rows without losing the day', () => {
    const times = rollOverDays([
      { arrival: null, departure: parseClock('20:00') },
      { arrival: null, departure: null },
      { arrival: parseClock('02:00'), departure: null },
    ]);
    expect(times[2]).toEqual({ arrival: minutes(1, '02:00'), departure: null });
  });
});

describe('placeholder 00:00 times', () => {
  it("never reads the first stop's arrival or the last stop's departure", () => {
    expect(
      clockTimes([
        { arrival: '00:00:00', departure: '10:25:00' },
        { arrival: '11:06:00', departure: '11:08:00' },
        { arrival: '12:10:00', departure: '00:00:00' },
      ]),
    ).toEqual([
      { arrival: null, departure: 625 },
      { arrival: 666, departure: 668 },
      { arrival: 730, departure: null },
    ]);
  });

  it('keeps a real midnight in the middle of the run', () => {
    expect(isPlaceholderRow(parseClock('23:40'), 0, parseClock('00:05'), parseClock('00:50'))).toBe(false);
    expect(isPlaceholderRow(parseClock('23:40'), parseClock('23:58'), 0, parseClock('00:50'))).toBe(false);
  });

  it('treats a middle 00:00 that would add a whole day as a placeholder, and the row as untimed', () => {
    expect(isPlaceholderRow(parseClock('14:00'), 0, parseClock('14:10'), parseClock('14:40'))).toBe(true);
    expect(isPlaceholderRow(parseClock('14:00'), 0, 0, parseClock('14:40'))).toBe(true);
    expect(
      clockTimes([
        { arrival: '00:00:00', departure: '14:00:00' },
        { arrival: '00:00:00', departure: '00:00:00' },
        { arrival: '14:40:00', departure: '00:00:00' },
      ])[1],
    ).toEqual({ arrival: null, departure: null });
  });
});

describe('readTimetable', () => {
  it('groups rows by train, pads the number and maps renamed codes', () => {
    const trains = read(
      [
        csv('107', [
          ['SWV', '00:00:00', '10:25:00', 0],
          ['MAO', '12:10:00', '00:00:00', 78],
        ]),
        csv('12301', [
          ['HWH', '00:00:00', '16:55:00', 0],
          ['MGS', '23:10:00', '23:20:00', 660],
          ['ALD', '01:08:00', '01:11:00', 813],
          ['NDLS', '10:00:00', '00:00:00', 1451],
        ]),
      ].join('\n'),
    );
    expect([...trains.keys()]).toEqual(['00107', '12301']);
    expect(trains.get('12301')!.stops).toEqual([
      { code: 'HWH', arrival: null, departure: minutes(0, '16:55'), distanceKm: 0 },
      { code: 'DDU', arrival: minutes(0, '23:10'), departure: minutes(0, '23:20'), distanceKm: 660 },
      { code: 'PRYJ', arrival: minutes(1, '01:08'), departure: minutes(1, '01:11'), distanceKm: 813 },
      { code: 'NDLS', arrival: minutes(1, '10:00'), departure: null, distanceKm: 1451 },
    ]);
  });

  it('reads quoted names holding a comma', () => {
    const trains = read(
      [
        '11079,LTT-GKP EXPR,1,BLP,"BALRAMPUR,",00:00:00,21:04:00,0,BLP,"BALRAMPUR,",GKP,GKP',
        '11079,LTT-GKP EXPR,2,GKP,GORAKHPUR,23:00:00,00:00:00,90,BLP,"BALRAMPUR,",GKP,GKP',
      ].join('\n'),
    );
    expect(trains.get('11079')!.stops[0]).toMatchObject({ code: 'BLP', departure: minutes(0, '21:04') });
  });

  it('refuses rows out of order, a train split in two, and a distance going back', () => {
    const a = ['A', '00:00:00', '10:00:00', 0] as [string, string, string, number];
    const b = ['B', '11:00:00', '00:00:00', 50] as [string, string, string, number];
    expect(() => read(csv('12345', [b, a]).replace(',1,B,', ',2,B,').replace(',2,A,', ',1,A,'))).toThrow(
      /SEQ/,
    );
    expect(() => read([csv('12345', [a]), csv('22222', [a]), csv('12345', [a])].join('\n'))).toThrow(
      /together/,
    );
    expect(() => read(csv('12345', [a, ['B', '11:00:00', '00:00:00', -5]]))).toThrow(/distance/);
    expect(() => read(csv('12345', [a, ['B', '25:00:00', '00:00:00', 5]]))).toThrow(/time of day/);
  });
});
