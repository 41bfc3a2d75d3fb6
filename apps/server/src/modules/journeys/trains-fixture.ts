import type { RailwayData, Train } from '../../db/seed/railways/railway-data.ts';
import { derivedStopFields } from '../../db/seed/railways/railway-data.ts';
import { timetableAttribution } from '@railbite/contract/train-rules';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';

/** A train from [code, arrival, departure, km] stops, its days and halts derived as the seed's are. */
export function train(
  number: string,
  name: string,
  runsOn: number,
  departureMinuteOfDay: number,
  stops: [string, number | null, number | null, number][],
): Train {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) throw new Error('A fixture train has stops');
  return {
    number,
    name,
    originCode: first[0],
    destinationCode: last[0],
    runsOn,
    departureMinuteOfDay,
    stops: stops.map(([stationCode, arrivalMinutes, departureMinutes, distanceKm], index) => ({
      sequence: index + 1,
      stationCode,
      arrivalMinutes,
      departureMinutes,
      distanceKm,
      timeSource: 'timetable',
      ...derivedStopFields(departureMinuteOfDay, {
        arrivalMinutes,
        departureMinutes,
        timeSource: 'timetable',
      }),
    })),
  };
}

/** A few real trains (2017 times) and 25 look-alike passenger trains to fill a page of results. */
export const trainsFixture: RailwayData = {
  attribution: timetableAttribution,
  stations: [
    { code: 'HWH', name: 'Howrah Junction', latitude: 22.5839, longitude: 88.3426 },
    { code: 'DDU', name: 'Pt. Deen Dayal Upadhyaya Junction', latitude: 25.2806, longitude: 83.1159 },
    { code: 'NDLS', name: 'New Delhi', latitude: 28.6431, longitude: 77.2193 },
    { code: 'CSMT', name: 'Chhatrapati Shivaji Maharaj Terminus', latitude: 18.94, longitude: 72.8355 },
    { code: 'MAO', name: 'Madgaon', latitude: 15.2667, longitude: 73.9685 },
    { code: 'ET', name: 'Itarsi Junction', latitude: 22.6136, longitude: 77.7603 },
  ],
  trains: [
    train('12301', 'RAJDHANI EXPRESS', 0b1011111, 16 * 60 + 55, [
      ['HWH', null, 0, 0],
      ['DDU', 375, 385, 660],
      ['NDLS', 1025, null, 1451],
    ]),
    train('12302', 'HWH RAJDHANI', 127, 16 * 60 + 50, [
      ['NDLS', null, 0, 0],
      ['DDU', 560, 570, 791],
      ['HWH', 1035, null, 1451],
    ]),
    train('10103', 'MANDOVI EXPRESS', 127, 7 * 60 + 10, [
      ['CSMT', null, 0, 0],
      ['MAO', 720, null, 765],
    ]),
    ...Array.from({ length: 25 }, (_, index) =>
      train(String(51001 + index), `ITARSI PASSENGER ${index + 1}`, 1 << (index % 7), 0, [
        ['ET', null, 0, 0],
        ['NDLS', 1439, null, 700],
      ]),
    ),
  ],
};

/** A kitchen serving `stationCode` with the given hours and cut-off, for the journeys' tests; its id. */
export async function insertStationKitchen(
  db: Db,
  { name, stationCode, opensAt, closesAt, cutoff = 60 }: StationKitchenSpec,
): Promise<number> {
  const [row] = await db
    .insert(restaurants)
    .values({
      name,
      imagePath: '/images/restaurants/r.svg',
      address: 'Station Road',
      city: 'Somewhere',
      state: 'India',
      stationCode,
      stationName: stationCode,
      latitude: 22.6,
      longitude: 77.7,
      rating: 4,
      deliveryTimeMin: 20,
      deliveryTimeMax: 30,
      opensAt,
      closesAt,
      costForTwoPaise: 300_00,
      orderCutoffMinutes: cutoff,
    })
    .returning({ id: restaurants.id });
  if (!row) throw new Error(`The kitchen ${name} was not inserted`);
  return row.id;
}

type StationKitchenSpec = {
  name: string;
  stationCode: string;
  opensAt: string;
  closesAt: string;
  cutoff?: number;
};
