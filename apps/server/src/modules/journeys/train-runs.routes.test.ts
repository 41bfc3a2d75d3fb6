import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journeyResponseSchema, stationRestaurantsResponseSchema } from '@railbite/contract/journeys';
import { adminPaths, partnerPaths, trainPaths } from '@railbite/contract/paths';
import { trainRunErrorCodes } from '@railbite/contract/train-run-rules';
import { recordTrainRunResponseSchema } from '@railbite/contract/train-runs';
import { journeyErrorCodes } from '@railbite/contract/trains';
import { seedRailways } from '../../db/seed/railways-seed.ts';
import { registerCustomer } from '../../testing/customer.ts';
import { staffAccount } from '../../testing/staff.ts';
import type { StaffAccount } from '../../testing/staff.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertStationKitchen, train, trainsFixture } from './trains-fixture.ts';

// 22222 leaves Howrah on Mondays only at 22:00 and reaches Itarsi (ET) at 08:00 on day 2.
const nightMail = train('22222', 'NIGHT MAIL', 0b0000001, 22 * 60, [
  ['HWH', null, 0, 0],
  ['DDU', 118, 123, 660],
  ['ET', 600, 602, 1200],
  ['NDLS', 1500, null, 1900],
]);
const run = { trainNumber: '22222', startDate: '2026-12-07' };

let t: TestApp;
let admin: StaffAccount;
let itarsiPartner: StaffAccount;
let goaPartner: StaffAccount;

function kitchen(name: string, stationCode: string, opensAt: string, closesAt: string) {
  return insertStationKitchen(t.database.db, { name, stationCode, opensAt, closesAt });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) =>
    seedRailways(tx, { ...trainsFixture, trains: [...trainsFixture.trains, nightMail] }),
  );
  const itarsi = await kitchen('Itarsi Dhaba', 'ET', '07:00', '23:00');
  const madgaon = await kitchen('Madgaon Fish Thali', 'MAO', '07:00', '23:00');
  admin = await staffAccount(t, 'admin');
  itarsiPartner = await staffAccount(t, 'partner', [{ restaurantId: itarsi, role: 'staff' }]);
  goaPartner = await staffAccount(t, 'partner', [{ restaurantId: madgaon }]);
});
afterAll(() => t.close());
// Sunday 6 December 2026, noon in India.
beforeEach(() => {
  t.clock.set(new Date('2026-12-06T06:30:00Z'));
});

function report(path: string, headers: Record<string, string> | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url: path, ...(headers ? { headers } : {}), payload });
}
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;

async function journeyFromDdu() {
  const response = await t.app.inject({
    method: 'GET',
    url: `${trainPaths.journey('22222')}?date=2026-12-08&from=DDU`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return journeyResponseSchema.parse(response.json()).data;
}

describe('POST admin/train-run and partner/train-run', () => {
  it('records an admin’s delay: the journey shows expected arrivals and order-by times from them', async () => {
    const response = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      delayMinutes: 90,
      cancelled: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = recordTrainRunResponseSchema.parse(response.json());
    expect(data).toEqual({
      run: {
        ...run,
        delayMinutes: 90,
        cancelled: false,
        source: 'admin',
        updatedAt: '2026-12-06T06:30:00.000Z',
      },
      openOrders: 0,
    });

    const journey = await journeyFromDdu();
    expect(journey.journey.run).toMatchObject({ delayMinutes: 90, cancelled: false, source: 'admin' });
    expect(journey.stations[0]).toMatchObject({
      station: { code: 'ET' },
      arrival: { time: '08:00' },
      expectedArrival: { at: '2026-12-08T04:00:00.000Z', time: '09:30' },
      delayMinutes: 90,
      // The kitchen's 60-minute cut-off before the expected arrival.
      orderBy: { time: '08:30' },
      status: 'open',
    });
  });

  it('lets a partner whose restaurant serves a station on the route report, replacing the last report', async () => {
    const response = await report(partnerPaths.trainRun, itarsiPartner.headers, {
      ...run,
      delayMinutes: 30,
      cancelled: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(recordTrainRunResponseSchema.parse(response.json()).data.run).toMatchObject({
      delayMinutes: 30,
      source: 'partner',
    });
    expect((await journeyFromDdu()).stations[0]).toMatchObject({
      delayMinutes: 30,
      expectedArrival: { time: '08:30' },
    });
    // Back on time: the expected arrival is the scheduled one again.
    await report(partnerPaths.trainRun, itarsiPartner.headers, { ...run, delayMinutes: 0, cancelled: false });
    expect((await journeyFromDdu()).stations[0]).toMatchObject({
      delayMinutes: 0,
      expectedArrival: { time: '08:00' },
    });
  });

  it('refuses a partner none of whose restaurants serves the train (403), and other roles (403, 401)', async () => {
    const body = { ...run, delayMinutes: 30, cancelled: false };
    const notServed = await report(partnerPaths.trainRun, goaPartner.headers, body);
    expect(notServed.statusCode, notServed.body).toBe(403);
    expect(errorOf(notServed)).toMatchObject({
      code: trainRunErrorCodes.trainNotServed,
      message: expect.stringContaining("train 22222's route") as unknown,
    });
    // The same partner may report the train that does call at their station.
    const served = await report(partnerPaths.trainRun, goaPartner.headers, {
      trainNumber: '10103',
      startDate: '2026-12-07',
      delayMinutes: 10,
      cancelled: false,
    });
    expect(served.statusCode, served.body).toBe(200);

    const customer = await registerCustomer(t.app, 'Asha');
    for (const path of [adminPaths.trainRun, partnerPaths.trainRun]) {
      expect((await report(path, customer.headers, body)).statusCode).toBe(403);
      expect((await report(path, undefined, body)).statusCode).toBe(401);
    }
    // Each console's path is for its own role.
    expect((await report(adminPaths.trainRun, itarsiPartner.headers, body)).statusCode).toBe(403);
    expect((await report(partnerPaths.trainRun, admin.headers, body)).statusCode).toBe(403);
  });

  it.each([
    [{ delayMinutes: 1441 }, 'delayMinutes', 'from 0 to 1440'],
    [{ delayMinutes: -1 }, 'delayMinutes', 'from 0 to 1440'],
    [{ delayMinutes: 12.5 }, 'delayMinutes', 'whole minutes'],
    [{ delayMinutes: '30' }, 'delayMinutes', 'whole minutes'],
    [{ cancelled: 'yes' }, 'cancelled', 'true or false'],
    [{ trainNumber: '2222' }, 'trainNumber', '5 digits'],
    [{ startDate: '2026-02-30' }, 'startDate', 'left its origin'],
    [{ extra: 1 }, '', 'extra'],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const response = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      delayMinutes: 10,
      cancelled: false,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    if (field) expect(response.body).toContain(field);
  });

  it('refuses an unknown train (404), a date the train does not leave its origin and one out of range (400)', async () => {
    const body = { delayMinutes: 10, cancelled: false };
    const unknown = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      ...body,
      trainNumber: '99999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe(journeyErrorCodes.trainNotFound);
    // 22222 leaves Howrah on Mondays only; 8 December 2026 is a Tuesday.
    const tuesday = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      ...body,
      startDate: '2026-12-08',
    });
    expect(tuesday.statusCode).toBe(400);
    expect(errorOf(tuesday)).toMatchObject({
      code: journeyErrorCodes.trainNotRunning,
      message: expect.stringContaining(
        'does not leave Howrah Junction on Tuesday, 8 December 2026',
      ) as unknown,
    });
    const farAhead = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      ...body,
      startDate: '2027-12-06',
    });
    expect(farAhead.statusCode).toBe(400);
    expect(errorOf(farAhead).code).toBe(journeyErrorCodes.journeyDateOutOfRange);
  });

  it('shows a cancelled run: every station says so and no restaurant takes orders for it', async () => {
    const response = await report(adminPaths.trainRun, admin.headers, {
      ...run,
      delayMinutes: 0,
      cancelled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const journey = await journeyFromDdu();
    expect(journey.journey.run).toMatchObject({ cancelled: true });
    for (const station of journey.stations)
      expect(station).toMatchObject({
        status: 'train_cancelled',
        delayMinutes: 0,
        reason: 'Train 22222 is cancelled on this date. Nothing can be ordered to it.',
      });
    const itarsi = await t.app.inject({
      method: 'GET',
      url: `${trainPaths.stationRestaurants('22222', 'ET')}?date=2026-12-08&from=DDU`,
    });
    const { data } = stationRestaurantsResponseSchema.parse(itarsi.json());
    expect(data.restaurants.map((restaurant) => restaurant.acceptsOrders)).toEqual([false]);
    // Running again (the railway restored it): back to normal.
    await report(adminPaths.trainRun, admin.headers, { ...run, delayMinutes: 0, cancelled: false });
    expect((await journeyFromDdu()).stations[0]).toMatchObject({ status: 'open' });
  });

  it('limits how often one account reports (429), each account on its own', async () => {
    const partner = await staffAccount(t, 'partner', [
      { restaurantId: await kitchen('Itarsi Chai', 'ET', '07:00', '23:00') },
    ]);
    const body = { ...run, delayMinutes: 5, cancelled: false };
    for (let index = 0; index < 30; index += 1)
      expect((await report(partnerPaths.trainRun, partner.headers, body)).statusCode).toBe(200);
    const limited = await report(partnerPaths.trainRun, partner.headers, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await report(adminPaths.trainRun, admin.headers, body)).statusCode).toBe(200);
  });
});
