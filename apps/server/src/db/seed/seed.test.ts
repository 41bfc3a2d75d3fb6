import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import { seedRuns } from '../schema/seed-runs.ts';
import { users } from '../schema/users.ts';
import { restaurants } from '../schema/catalog.ts';
import { restaurantMembers } from '../schema/partners.ts';
import { distanceKm } from '../../modules/geo/geo-distance.ts';
import { addressBody } from '../../testing/address-fixture.ts';
import { demoAccounts, demoPartnerRestaurantCount } from './demo-accounts.ts';
import { demoCustomerHome } from './demo-addresses.ts';
import { distanceFromDemoCustomer } from './demo-partner.ts';
import { applySeeds } from './seed.ts';

const [demo, demoPartner] = demoAccounts;

// The whole demo seed: the catalog, an argon2id hash and 46,000 train stops (ADR 027); slow on a busy machine.
const seedTimeoutMs = 120_000;

describe('applySeeds', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  function demoUsers() {
    return database.db.select().from(users).where(eq(users.mobile, demo.mobile));
  }

  it("writes nothing for 'none'", async () => {
    expect(await applySeeds(database.db, 'none')).toEqual([]);
    expect(await database.db.select().from(users)).toEqual([]);
    expect(await database.db.select().from(seedRuns)).toEqual([]);
  });

  it(
    'applies the demo seed once, with an argon2id hash of the demo password',
    async () => {
      expect(await applySeeds(database.db, 'demo')).toEqual([
        'demo',
        'catalog',
        'demo-addresses',
        'demo-partner',
        'railways',
      ]);
      const rows = await demoUsers();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: demo.firstName,
        email: demo.email,
        roleType: demo.roleType,
      });
      expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.passwordHash).not.toContain(demo.password);
      const runs = await database.db.select({ name: seedRuns.name }).from(seedRuns);
      expect(runs.map((run) => run.name).sort()).toEqual([
        'catalog',
        'demo',
        'demo-addresses',
        'demo-partner',
        'railways',
      ]);
    },
    seedTimeoutMs,
  );

  it('gives the demo partner the kitchens nearest the demo customer, her favourite first, and no one else any', async () => {
    const members = await database.db
      .select({ mobile: users.mobile, role: restaurantMembers.role, restaurantId: restaurants.id })
      .from(restaurantMembers)
      .innerJoin(users, eq(users.id, restaurantMembers.userId))
      .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId));
    expect(members).toHaveLength(demoPartnerRestaurantCount);
    for (const member of members) expect(member).toMatchObject({ mobile: demoPartner.mobile, role: 'owner' });
    // Her favourite: the seed has no favourites or past orders, so the kitchen nearest her saved address.
    const nearest = await database.db
      .select({ id: restaurants.id, name: restaurants.name, station: restaurants.stationCode })
      .from(restaurants)
      .orderBy(distanceFromDemoCustomer(), restaurants.id)
      .limit(demoPartnerRestaurantCount);
    expect(members.map((member) => member.restaurantId).sort()).toEqual(nearest.map((row) => row.id).sort());
    expect(nearest[0]).toMatchObject({ name: 'Red Lantern Kitchen', station: 'NDLS' });
    // Open around the clock, so the demo works at any hour.
    const hours = await database.db
      .select({ opensAt: restaurants.opensAt, closesAt: restaurants.closesAt })
      .from(restaurants)
      .where(
        inArray(
          restaurants.id,
          members.map((member) => member.restaurantId),
        ),
      );
    expect(new Set(hours.map((row) => `${row.opensAt}-${row.closesAt}`))).toEqual(
      new Set(['00:00:00-23:59:00']),
    );
    const roles = await database.db.select({ mobile: users.mobile, role: users.roleType }).from(users);
    expect(roles).toEqual(
      expect.arrayContaining(
        demoAccounts.map((account) => ({ mobile: account.mobile, role: account.roleType })),
      ),
    );
  });

  it('lets the demo partner’s kitchens and two other round-the-clock ones deliver to the demo customer and the test address', async () => {
    const all = await database.db.select().from(restaurants);
    const partnerIds = new Set(
      (await database.db.select().from(restaurantMembers)).map((member) => member.restaurantId),
    );
    const reaches = (restaurant: (typeof all)[number], point: { latitude: number; longitude: number }) =>
      distanceKm(point, restaurant) * 1000 <= restaurant.deliveryRadiusM;
    const fixture = addressBody();
    const testAddress = { latitude: Number(fixture.latitude), longitude: Number(fixture.longitude) };
    for (const restaurant of all.filter((candidate) => partnerIds.has(candidate.id)))
      expect(reaches(restaurant, demoCustomerHome), restaurant.name).toBe(true);
    // e2e/support/cart.ts orders from two of these (kitchen and otherKitchen) to the test address.
    const roundTheClock = all.filter(
      (restaurant) =>
        !partnerIds.has(restaurant.id) &&
        restaurant.opensAt === '00:00:00' &&
        restaurant.closesAt === '23:59:00' &&
        reaches(restaurant, demoCustomerHome) &&
        reaches(restaurant, testAddress),
    );
    expect(roundTheClock.map((restaurant) => restaurant.id)).toEqual(expect.arrayContaining([126, 136]));
  });

  it('applies nothing the second time and keeps exactly one demo user', async () => {
    expect(await applySeeds(database.db, 'demo')).toEqual([]);
    expect(await demoUsers()).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(demoAccounts.length);
  });
});

describe('the demo account', () => {
  it(
    'can log in through the API once seeded',
    async () => {
      const t = await createTestApp();
      try {
        const login = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { phone: demo.mobile, password: demo.password },
          });
        expect((await login()).statusCode).toBe(401);
        expect(await applySeeds(t.database.db, 'demo')).toEqual([
          'demo',
          'catalog',
          'demo-addresses',
          'demo-partner',
          'railways',
        ]);
        const response = await login();
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ success: true, roleType: demo.roleType });
        expect(response.json<{ token: string }>().token).toEqual(expect.any(String));
        // The demo customer starts with one saved address, which is the default.
        const addresses = await t.app.inject({
          method: 'GET',
          url: '/api/user/get-all-addresses',
          headers: { authorization: `Bearer ${response.json<{ token: string }>().token}` },
        });
        expect(addresses.json()).toMatchObject({
          success: true,
          data: [{ city: 'New Delhi', pincode: '110055', isDefault: true }],
        });
      } finally {
        await t.close();
      }
    },
    seedTimeoutMs,
  );
});
