import {
  journeyResponseSchema,
  stationRestaurantsResponseSchema,
  trainRouteResponseSchema,
} from '@railbite/contract/journeys';
import type { JourneyResponse } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths';
import { journeyErrorCodes, scheduledTimeLabel, timetableAttribution } from '@railbite/contract/trains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cuisines, restaurantCuisines, restaurants } from '../../db/schema/catalog.ts';
import { seedRailways } from '../../db/seed/railways-seed.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertStationKitchen, train, trainsFixture } from './trains-fixture.ts';

// 22222 leaves Howrah on Mondays only at 22:00; its halt at DDU crosses midnight (23:58 → 00:03), so a
// passenger boarding there boards on Tuesday, day 2 of the run. The short halt is at Itarsi.
const nightMail = train('22222', 'NIGHT MAIL', 0b0000001, 22 * 60, [
  ['HWH', null, 0, 0],
  ['DDU', 118, 123, 660],
  ['ET', 600, 602, 1200],
  ['NDLS', 1500, null, 1900],
]);

let t: TestApp;
const ids = new Map<string, number>();
async function kitchen(name: string, stationCode: string, opensAt: string, closesAt: string, cutoff = 60) {
  ids.set(name, await insertStationKitchen(t.database.db, { name, stationCode, opensAt, closesAt, cutoff }));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) =>
    seedRailways(tx, { ...trainsFixture, trains: [...trainsFixture.trains, nightMail] }),
  );
  await kitchen('Itarsi Dhaba', 'ET', '07:00', '23:00');
  await kitchen('Itarsi Late Kitchen', 'ET', '20:00', '02:00');
  // Open across midnight: open at the 23:00 arrival.
  await kitchen('Midnight Paratha', 'NDLS', '22:00', '02:00', 30);
  await kitchen('Delhi Day Cafe', 'NDLS', '08:00', '22:30');
  await kitchen('Always Open Kitchen', 'NDLS', '00:00', '23:59', 90);
  const rows = await t.database.db
    .insert(cuisines)
    .values(['Chinese', 'North Indian', 'Biryani'].map((name) => ({ name, imagePath: '/images/c.svg' })))
    .returning({ id: cuisines.id, name: cuisines.name });
  const cuisineId = (name: string) => rows.find((row) => row.name === name)!.id;
  // Listed in the kitchen's own order, not the cuisines' ids or names.
  await t.database.db.insert(restaurantCuisines).values([
    { restaurantId: ids.get('Midnight Paratha')!, cuisineId: cuisineId('North Indian'), position: 0 },
    { restaurantId: ids.get('Midnight Paratha')!, cuisineId: cuisineId('Biryani'), position: 1 },
    { restaurantId: ids.get('Always Open Kitchen')!, cuisineId: cuisineId('Chinese'), position: 0 },
  ]);
});
afterAll(() => t.close());
// The clock stands on Sunday 6 December 2026, noon in India, unless a test moves it.
beforeEach(() => {
  t.clock.set(new Date('2026-12-06T06:30:00Z'));
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const journeyUrl = (number: string, date: string, from: string) =>
  `${trainPaths.journey(number)}?date=${date}&from=${from}`;

async function journey(number: string, date: string, from: string): Promise<JourneyResponse['data']> {
  const response = await get(journeyUrl(number, date, from));
  expect(response.statusCode, response.body).toBe(200);
  return journeyResponseSchema.parse(response.json()).data;
}

async function refusal(url: string, status: number, code: string, message: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
    code,
    message: expect.stringContaining(message) as unknown,
  });
}

describe('GET /api/trains/:number/route', () => {
  it("answers the train's stops in order with clock times in India and the day of each", async () => {
    const response = await get(trainPaths.route('22222'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = trainRouteResponseSchema.parse(response.json());
    expect(data.train).toMatchObject({ number: '22222', departsAt: '22:00', runsOn: ['mon'] });
    expect(data.stops.map((stop) => [stop.station.code, stop.arrivesAt, stop.departsAt, stop.day])).toEqual([
      ['HWH', null, '22:00', 1],
      ['DDU', '23:58', '00:03', 1],
      ['ET', '08:00', '08:02', 2],
      ['NDLS', '23:00', null, 2],
    ]);
    expect(data.timetable).toEqual({ label: scheduledTimeLabel, attribution: timetableAttribution });
  });

  it('refuses an unknown train with a 404 and a malformed number with a 400', async () => {
    await refusal(trainPaths.route('99999'), 404, journeyErrorCodes.trainNotFound, 'no train 99999');
    await refusal(trainPaths.route('12ab'), 400, 'VALIDATION_ERROR', '5 digits');
  });
});

describe('GET /api/trains/:number/journey', () => {
  it('boarding on day 2: the run left its origin the day before; arrivals are instants in India', async () => {
    const data = await journey('22222', '2026-12-08', 'DDU');
    expect(data.journey).toMatchObject({
      date: '2026-12-08',
      startDate: '2026-12-07',
      boarding: {
        station: { code: 'DDU', name: 'Pt. Deen Dayal Upadhyaya Junction' },
        day: 2,
        departure: { at: '2026-12-07T18:33:00.000Z', date: '2026-12-08', time: '00:03' },
      },
      run: null,
    });
    expect(data.stations).toEqual([
      {
        sequence: 3,
        station: { code: 'ET', name: 'Itarsi Junction' },
        day: 2,
        distanceKm: 1200,
        arrival: { at: '2026-12-08T02:30:00.000Z', date: '2026-12-08', time: '08:00' },
        expectedArrival: { at: '2026-12-08T02:30:00.000Z', date: '2026-12-08', time: '08:00' },
        delayMinutes: 0,
        haltMinutes: 2,
        shortHalt: true,
        timeSource: 'timetable',
        restaurantCount: 1,
        orderBy: { at: '2026-12-08T01:30:00.000Z', date: '2026-12-08', time: '07:00' },
        status: 'open',
        reason: null,
      },
      {
        sequence: 4,
        station: { code: 'NDLS', name: 'New Delhi' },
        day: 2,
        distanceKm: 1900,
        arrival: { at: '2026-12-08T17:30:00.000Z', date: '2026-12-08', time: '23:00' },
        expectedArrival: { at: '2026-12-08T17:30:00.000Z', date: '2026-12-08', time: '23:00' },
        delayMinutes: 0,
        haltMinutes: null,
        shortHalt: false,
        timeSource: 'timetable',
        // Midnight Paratha (22:00–02:00) and the all-day kitchen; the day cafe closes at 22:30.
        restaurantCount: 2,
        // The earliest cut-off still ahead: the all-day kitchen's 90 minutes.
        orderBy: { at: '2026-12-08T16:00:00.000Z', date: '2026-12-08', time: '21:30' },
        status: 'open',
        reason: null,
      },
    ]);
    expect(data.timetable.attribution).toBe(timetableAttribution);
  });

  it('refuses the day the run leaves its origin when boarding on day 2, naming the next good date', async () => {
    await refusal(
      journeyUrl('22222', '2026-12-07', 'DDU'),
      400,
      journeyErrorCodes.trainNotRunning,
      'leaves Howrah Junction on Mondays only. Choose Tuesday, 8 December 2026',
    );
    // From its origin the same train is boarded on the Monday.
    expect((await journey('22222', '2026-12-07', 'HWH')).journey.startDate).toBe('2026-12-07');
  });

  it('cut-off at the exact boundary: accepted at the order-by instant, closed a millisecond later', async () => {
    t.clock.set(new Date('2026-12-08T01:30:00.000Z'));
    expect((await journey('22222', '2026-12-08', 'DDU')).stations[0]).toMatchObject({ status: 'open' });
    t.clock.set(new Date('2026-12-08T01:30:00.001Z'));
    expect((await journey('22222', '2026-12-08', 'DDU')).stations[0]).toMatchObject({
      status: 'ordering_closed',
      orderBy: { time: '07:00' },
      reason: 'Orders for Itarsi Junction closed at 07:00. Choose a later station.',
    });
  });

  it('moves the order-by to the next cut-off still ahead, and says when the train has passed', async () => {
    t.clock.set(new Date('2026-12-08T16:00:00.001Z'));
    const [itarsi, delhi] = (await journey('22222', '2026-12-08', 'DDU')).stations;
    expect(itarsi).toMatchObject({
      status: 'passed',
      reason: 'The train has already passed Itarsi Junction (scheduled 08:00, 2026-12-08).',
    });
    expect(delhi).toMatchObject({ status: 'open', orderBy: { time: '22:30' } });
  });

  it('says so when no restaurant is open at the arrival', async () => {
    const [ddu] = (await journey('22222', '2026-12-07', 'HWH')).stations;
    expect(ddu).toMatchObject({
      station: { code: 'DDU' },
      restaurantCount: 0,
      orderBy: null,
      status: 'no_restaurants',
      reason: expect.stringContaining(
        'No restaurant at Pt. Deen Dayal Upadhyaya Junction is open at 23:58',
      ) as unknown,
    });
  });

  it.each([
    [
      journeyUrl('99999', '2026-12-08', 'DDU'),
      404,
      journeyErrorCodes.trainNotFound,
      'search for the train by name',
    ],
    [
      journeyUrl('22222', '2026-12-08', 'MAO'),
      400,
      journeyErrorCodes.stationNotOnRoute,
      'does not stop at MAO',
    ],
    [
      journeyUrl('22222', '2026-12-08', 'NDLS'),
      400,
      journeyErrorCodes.stationNotOnRoute,
      'ends at New Delhi',
    ],
    [journeyUrl('22222', '2026-12-8', 'DDU'), 400, 'VALIDATION_ERROR', 'written like 2026-03-14'],
    [journeyUrl('22222', '2026-02-30', 'DDU'), 400, 'VALIDATION_ERROR', 'written like 2026-03-14'],
    [journeyUrl('22222', '2026-12-08', 'D-1'), 400, 'VALIDATION_ERROR', 'station code'],
    [`${trainPaths.journey('22222')}?date=2026-12-08`, 400, 'VALIDATION_ERROR', 'from is required'],
    [`${journeyUrl('22222', '2026-12-08', 'DDU')}&x=1`, 400, 'VALIDATION_ERROR', ''],
    [
      journeyUrl('22222', '2027-06-08', 'DDU'),
      400,
      journeyErrorCodes.journeyDateOutOfRange,
      'Choose a journey date',
    ],
    [
      journeyUrl('22222', '2026-11-30', 'HWH'),
      400,
      journeyErrorCodes.journeyDateOutOfRange,
      'Choose a journey date',
    ],
  ])('refuses %s with %i %s', async (url, status, code, message) => {
    await refusal(url, status, code, message);
  });
});

describe('GET /api/trains/:number/journey/stations/:code/restaurants', () => {
  const url = (code: string, date = '2026-12-08') =>
    `${trainPaths.stationRestaurants('22222', code)}?date=${date}&from=DDU`;

  it("lists the station's restaurants open at the arrival, with each one's own order-by", async () => {
    t.clock.set(new Date('2026-12-08T16:00:00.001Z'));
    const response = await get(url('NDLS'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = stationRestaurantsResponseSchema.parse(response.json());
    expect(data.station).toMatchObject({ station: { code: 'NDLS' }, restaurantCount: 2, status: 'open' });
    expect(
      data.restaurants.map((r) => [r.id, r.name, r.orderBy.time, r.acceptsOrders, r.opensAt, r.closesAt]),
    ).toEqual([
      [ids.get('Midnight Paratha'), 'Midnight Paratha', '22:30', true, '22:00', '02:00'],
      [ids.get('Always Open Kitchen'), 'Always Open Kitchen', '21:30', false, '00:00', '23:59'],
    ]);
    expect(data.restaurants.map((r) => r.cuisines)).toEqual([['North Indian', 'Biryani'], ['Chinese']]);
    expect(data.journey.train.number).toBe('22222');
    expect(data.timetable.label).toBe(scheduledTimeLabel);
  });

  it('judges a kitchen with a week on the arrival’s day: left out on its closed day (ADR 037)', async () => {
    t.clock.set(new Date('2026-12-08T16:00:00.001Z'));
    const db = t.database.db;
    const id = await insertStationKitchen(db, {
      name: 'Weekend Dhaba',
      stationCode: 'NDLS',
      opensAt: '18:00',
      closesAt: '23:30',
    });
    const evening = ['18:00', '23:30'] as const;
    const week = (tuesday: readonly [string, string] | null) => [
      evening,
      tuesday,
      evening,
      evening,
      evening,
      evening,
      evening,
    ];
    try {
      // The train reaches New Delhi at 23:00 on Tuesday 8 December.
      await db
        .update(restaurants)
        .set({ weeklyHours: week(null) })
        .where(eq(restaurants.id, id));
      const closed = stationRestaurantsResponseSchema.parse((await get(url('NDLS'))).json()).data;
      expect(closed.station.restaurantCount).toBe(2);
      expect(closed.restaurants.map((r) => r.id)).not.toContain(id);
      const [ndls] = (await journey('22222', '2026-12-08', 'DDU')).stations.filter(
        (stop) => stop.station.code === 'NDLS',
      );
      expect(ndls?.restaurantCount).toBe(2);

      await db
        .update(restaurants)
        .set({ weeklyHours: week(['20:00', '01:00']) })
        .where(eq(restaurants.id, id));
      const open = stationRestaurantsResponseSchema.parse((await get(url('NDLS'))).json()).data;
      expect(open.station.restaurantCount).toBe(3);
      // The span the arrival falls in: Tuesday's own, not the usual one.
      expect(open.restaurants.find((r) => r.id === id)).toMatchObject({
        opensAt: '20:00',
        closesAt: '01:00',
      });
    } finally {
      await db.delete(restaurants).where(eq(restaurants.id, id));
    }
  });

  it('refuses a station before boarding or off the route, and a journey the train does not make', async () => {
    await refusal(url('HWH'), 400, journeyErrorCodes.stationNotOnRoute, 'does not reach HWH after');
    await refusal(url('MAO'), 400, journeyErrorCodes.stationNotOnRoute, 'does not reach MAO');
    await refusal(url('NDLS', '2026-12-09'), 400, journeyErrorCodes.trainNotRunning, 'does not leave');
  });
});

describe('GET /api/trains/pnr', () => {
  it('says plainly that the offline provider cannot read a PNR, and what to do instead', async () => {
    const response = await get(`${trainPaths.pnr}?pnr=1234567890`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        readable: false,
        provider: 'offline',
        message: expect.stringContaining('Search for your train by its number or name instead') as unknown,
      },
    });
  });

  it.each(['', 'pnr=12345', 'pnr=12345678901', 'pnr=abcdefghij'])('refuses %j with a 400', async (query) => {
    await refusal(`${trainPaths.pnr}?${query}`, 400, 'VALIDATION_ERROR', 'the 10 digits');
  });
});
