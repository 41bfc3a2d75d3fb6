import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSearchResponse, MenuItem, RestaurantListResponse } from '@railbite/contract/catalog';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { cuisines, menuSections, restaurants } from '../../db/schema/catalog.ts';
import { stations } from '../../db/schema/trains.ts';
import { staffAccount } from '../../testing/staff.ts';
import type { StaffAccount } from '../../testing/staff.ts';
import { createCheckoutKit } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';
import { provisionRestaurant } from './restaurant-provisioning.ts';
import type { RestaurantProvision } from './restaurant-provisioning.ts';

let k: CheckoutKit;
let owner: StaffAccount;
let cuisineIds: Map<string, number>;

beforeAll(async () => {
  k = await createCheckoutKit();
  owner = await staffAccount(k.t, 'partner');
  const db = k.t.database.db;
  await db.insert(stations).values({ code: 'NDLS', name: 'New Delhi' }).onConflictDoNothing();
  cuisineIds = new Map((await db.select().from(cuisines)).map((row) => [row.name, row.id]));
});
afterAll(() => k.t.close());

const everyDay = (opensAt: string, closesAt: string) =>
  Array.from({ length: 7 }, () => ({ opensAt, closesAt }));

function provision(overrides: Partial<RestaurantProvision> = {}): RestaurantProvision {
  return {
    key: 'partner-application:1',
    ownerUserId: owner.userId,
    name: 'Chandni Chowk Parathe Wala',
    address: '12 Paharganj Main Bazar',
    city: 'New Delhi',
    state: 'Delhi',
    stationCode: 'NDLS',
    // Where the fixture's kitchens and the test customer's address are.
    latitude: 28.6405,
    longitude: 77.2205,
    // Every day alike, closing after midnight.
    weeklyHours: everyDay('18:00', '17:59'),
    cuisineIds: [cuisineIds.get('Desserts') ?? 0],
    costForTwoPaise: 350_00,
    isPureVeg: true,
    categories: [
      {
        name: 'Parathas',
        dishes: [
          {
            name: 'Rabri Paratha',
            description: 'Stuffed with thickened milk',
            pricePaise: 140_00,
            mealCategory: 'Veg',
            isBestseller: true,
            isAvailable: true,
          },
        ],
      },
      {
        name: 'Drinks',
        dishes: [
          {
            name: 'Kulhad Lassi',
            description: '',
            pricePaise: 80_00,
            finalPricePaise: 70_00,
            mealCategory: 'Veg',
            isBestseller: false,
            isAvailable: true,
          },
        ],
      },
    ],
    ...overrides,
  };
}

async function get<T>(url: string, headers?: Record<string, string>) {
  const response = await k.t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const searched = async (term: string) =>
  (
    await get<CatalogSearchResponse>(`${catalogPaths.search}?search=${encodeURIComponent(term)}`)
  ).data.restaurants.map((restaurant) => restaurant.restaurant_id);

describe('provisionRestaurant', () => {
  it('creates a restaurant that is listed, found, served and orderable at once, and its owner runs it', async () => {
    const before = await get<RestaurantListResponse>(
      `${catalogPaths.restaurantsByCategory(cuisineIds.get('Desserts') ?? 0)}?pureVeg=true`,
    );
    const { restaurantId, created } = await provisionRestaurant(k.t.database.db, provision());
    expect(created).toBe(true);

    // Facet counts: the filtered list's total counts it.
    const after = await get<RestaurantListResponse>(
      `${catalogPaths.restaurantsByCategory(cuisineIds.get('Desserts') ?? 0)}?pureVeg=true`,
    );
    expect(after.total).toBe(before.total + 1);
    // Search vocabulary: by its name and by a dish's name.
    expect(await searched('parathe wala')).toContain(restaurantId);
    expect(await searched('kulhad lassi')).toContain(restaurantId);

    const menu = await get<{ data: MenuItem[] }>(
      `/api/external/get-restaurant-items/${String(restaurantId)}`,
    );
    expect(
      menu.data.map((item) => [
        item.itemName,
        item.finalPrice,
        item.ratingAvg,
        item.ratingCount,
        item.sectionName,
      ]),
    ).toEqual([
      ['Rabri Paratha', 140, 0, 0, 'Parathas'],
      ['Kulhad Lassi', 70, 0, 0, 'Drinks'],
    ]);

    const partner = await get<{ data: PartnerRestaurant[] }>(partnerPaths.restaurants, owner.headers);
    expect(partner.data).toEqual([
      expect.objectContaining({ restaurantId, role: 'owner', opensAt: '18:00', closesAt: '17:59' }),
    ]);

    const customer = await k.customer();
    await k.addToCart(customer, { menuId: menu.data[0]?.menuId ?? 0, restaurantId });
    const order = await k.placed(customer, { directionToReach: 'Gate 1' });
    expect(order.orderId).toMatch(/^ORD/);
  });

  it('makes each category a menu section, in order, empty ones too; its dishes in it', async () => {
    const dish = provision().categories[0]?.dishes[0];
    if (!dish) throw new Error('no dish');
    const { restaurantId } = await provisionRestaurant(
      k.t.database.db,
      provision({
        key: 'partner-application:sections',
        name: 'Paranthe Wali Gali Corner',
        categories: [
          { name: 'Specials', dishes: [] },
          { name: 'Sweet Parathas', dishes: [dish, { ...dish, name: 'Khoya Paratha' }] },
          { name: 'Savoury Parathas', dishes: [{ ...dish, name: 'Aloo Paratha' }] },
        ],
      }),
    );
    const sections = await k.t.database.db
      .select({ name: menuSections.name, position: menuSections.position, isHidden: menuSections.isHidden })
      .from(menuSections)
      .where(eq(menuSections.restaurantId, restaurantId))
      .orderBy(menuSections.position);
    expect(sections).toEqual([
      { name: 'Specials', position: 0, isHidden: false },
      { name: 'Sweet Parathas', position: 1, isHidden: false },
      { name: 'Savoury Parathas', position: 2, isHidden: false },
    ]);
    const menu = await get<{ data: MenuItem[] }>(catalogPaths.restaurantItems(restaurantId));
    expect(menu.data.map((item) => [item.itemName, item.sectionName])).toEqual([
      ['Rabri Paratha', 'Sweet Parathas'],
      ['Khoya Paratha', 'Sweet Parathas'],
      ['Aloo Paratha', 'Savoury Parathas'],
    ]);
  });

  it('keeps a week with closed days and separate timings, and one span for seven alike', async () => {
    const week = [
      { opensAt: '09:00', closesAt: '23:00' },
      { opensAt: '09:00', closesAt: '23:00' },
      null,
      { opensAt: '09:00', closesAt: '23:00' },
      { opensAt: '22:00', closesAt: '02:00' },
      { opensAt: '09:00', closesAt: '23:00' },
      null,
    ];
    const { restaurantId } = await provisionRestaurant(
      k.t.database.db,
      provision({ key: 'partner-application:week', name: 'Weekday Dhaba', weeklyHours: week }),
    );
    const [row] = await k.t.database.db
      .select({ opensAt: restaurants.opensAt, closesAt: restaurants.closesAt, week: restaurants.weeklyHours })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    expect(row).toEqual({
      opensAt: '09:00:00',
      closesAt: '23:00:00',
      week: week.map((day) => day && [day.opensAt, day.closesAt]),
    });
    const partner = await get<{ data: PartnerRestaurant[] }>(partnerPaths.restaurants, owner.headers);
    expect(partner.data.find((r) => r.restaurantId === restaurantId)?.weeklyHours).toEqual(week);

    const [daily] = await k.t.database.db
      .select({ week: restaurants.weeklyHours })
      .from(restaurants)
      .where(eq(restaurants.provisioningKey, 'partner-application:1'));
    expect(daily).toEqual({ week: null });
  });

  it('is idempotent by its key: again, or twice at once, still exactly one restaurant', async () => {
    const key = 'partner-application:2';
    const input = provision({ key, name: 'Sitaram Diwan Chand' });
    const [first, second] = await Promise.all([
      provisionRestaurant(k.t.database.db, input),
      provisionRestaurant(k.t.database.db, input),
    ]);
    expect(first.restaurantId).toBe(second.restaurantId);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const again = await provisionRestaurant(k.t.database.db, input);
    expect(again).toEqual({ restaurantId: first.restaurantId, created: false });
    const rows = await k.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(restaurants)
      .where(eq(restaurants.provisioningKey, key));
    expect(rows[0]?.count).toBe(1);
    const sections = await k.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(menuSections)
      .where(eq(menuSections.restaurantId, first.restaurantId));
    expect(sections[0]?.count).toBe(2);
  });

  it('refuses what the catalog could not serve, writing nothing', async () => {
    const cases: [Partial<RestaurantProvision>, string][] = [
      [{ stationCode: 'ZZZZ' }, 'stationCode'],
      [{ cuisineIds: [999_999] }, 'cuisineIds'],
      [{ weeklyHours: everyDay('10:00', '10:00') }, 'weeklyHours'],
      [{ weeklyHours: [null, null, null, null, null, null, null] }, 'weeklyHours'],
      [{ weeklyHours: everyDay('10:00', '22:00').slice(1) }, 'weeklyHours'],
      [{ categories: [] }, 'menu'],
      [
        {
          categories: [
            {
              name: 'Eggs',
              dishes: [
                {
                  name: 'Masala Omelette',
                  description: '',
                  pricePaise: 60_00,
                  mealCategory: 'Egg',
                  isBestseller: false,
                  isAvailable: true,
                },
              ],
            },
          ],
        },
        'menu',
      ],
    ];
    for (const [overrides, field] of cases) {
      const key = `partner-application:bad-${field}`;
      await expect(
        provisionRestaurant(k.t.database.db, provision({ key, ...overrides })),
      ).rejects.toMatchObject({
        statusCode: 400,
        details: { fields: [{ field }] },
      });
      const rows = await k.t.database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.provisioningKey, key));
      expect(rows).toEqual([]);
    }
  });
});
