import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSearchResponse, RestaurantItemsResponse } from '@railbite/contract/catalog';
import { menuItems } from '../../db/schema/catalog.ts';
import { insertCatalogFixture, insertRestaurant } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

async function items(restaurant: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/external/get-restaurant-items/${String(ids.get(restaurant))}${query ? `?${query}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<RestaurantItemsResponse>();
}
async function search(term: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/external/search-restaurants-and-categories?search=${encodeURIComponent(term)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: boolean; data: CatalogSearchResponse['data'] }>();
}
const itemNames = (body: RestaurantItemsResponse) => body.data.map((item) => item.itemName);

describe('GET /api/external/get-restaurant-items/:id', () => {
  it("lists the menu in the restaurant's order with the spec fields, prices in rupees", async () => {
    const body = await items('Biryani Junction');
    expect(body).toMatchObject({ success: true, total: 4, page: 1, limit: 10 });
    expect(itemNames(body)).toEqual(['Chicken Biryani', 'Egg Biryani', 'Veg Biryani', 'Boondi Raita']);
    expect(body.data[2]).toEqual({
      menuId: expect.any(Number) as unknown,
      restaurantId: ids.get('Biryani Junction'),
      itemName: 'Veg Biryani',
      imageUrl: '/images/dishes/d.svg',
      description: '',
      price: 250,
      finalPrice: 200,
      isAvailable: true,
      isBestSeller: false,
      mealCategory: 'Veg',
      ratingAvg: 4.1,
      ratingCount: 10,
      sectionName: null,
    });
    expect(body.data[3]).toMatchObject({ itemName: 'Boondi Raita', isAvailable: false });
    expect(body.data[0]).toMatchObject({ isBestSeller: true, mealCategory: 'Non Veg' });
  });

  it.each([
    ['mealCategory=Veg', ['Veg Biryani', 'Boondi Raita']],
    ['mealCategory=Non%20Veg', ['Chicken Biryani']],
    ['mealCategory=Egg', ['Egg Biryani']],
    ['isBestseller=1', ['Chicken Biryani']],
    ['mealCategory=Veg&isBestseller=1', []],
    ['search=biryani', ['Chicken Biryani', 'Egg Biryani', 'Veg Biryani']],
    ['search=CHICKEN', ['Chicken Biryani']],
    ['search=chiken', ['Chicken Biryani']],
    ['search=basmati', ['Chicken Biryani']],
    ['search=%20%20', ['Chicken Biryani', 'Egg Biryani', 'Veg Biryani', 'Boondi Raita']],
    ['search=pizza', []],
  ])('filters with %s', async (query, expected) => {
    const body = await items('Biryani Junction', query);
    expect(itemNames(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(itemNames(await items('Annapoorna Tiffin Centre', 'search=100%25'))).toEqual(['Idli Sambar']);
    expect(itemNames(await items('Annapoorna Tiffin Centre', 'search=%25'))).toEqual(['Idli Sambar']);
    expect(itemNames(await items('Annapoorna Tiffin Centre', 'search=_'))).toEqual([]);
  });

  it('pages the menu', async () => {
    const first = await items('Biryani Junction', 'limit=3');
    const second = await items('Biryani Junction', 'limit=3&page=2');
    expect(itemNames(first)).toHaveLength(3);
    expect(itemNames(second)).toEqual(['Boondi Raita']);
    expect(second.total).toBe(4);
  });

  it('answers 404 for an unknown restaurant and 400 for bad parameters', async () => {
    const base = `/api/external/get-restaurant-items/${String(ids.get('Biryani Junction'))}`;
    expect((await t.app.inject({ url: '/api/external/get-restaurant-items/99999' })).statusCode).toBe(404);
    for (const query of [
      'mealCategory=veg',
      'mealCategory=Vegan',
      'isBestseller=yes',
      `search=${'x'.repeat(101)}`,
      'limit=500',
      'colour=red',
    ]) {
      const response = await t.app.inject({ url: `${base}?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/external/get-restaurant-items/x' })).statusCode).toBe(400);
  });
});

describe('GET /api/external/search-restaurants-and-categories', () => {
  it('finds a cuisine and ranks restaurants named after it above those that only serve it', async () => {
    const { data } = await search('pizza');
    expect(data.categories.map((category) => category.category_name)).toEqual(['Pizza']);
    expect(data.restaurants.map((restaurant) => restaurant.restaurant_name)).toEqual(['Napoli Pizza House']);
  });

  it('ranks a name match above cuisine-only matches on one page, though they have lower ids', async () => {
    // Annapoorna Tiffin Centre and Budget Bites serve Desserts and were inserted first: were the
    // tiers ordered by id, or the name tier scored like the cuisine tier, they would lead.
    await insertRestaurant(t.database.db, {
      name: 'Desserts Depot',
      rating: 3.9,
      delivery: [20, 30],
      costForTwo: 250,
      cuisines: [],
      items: [],
    });
    const found = (await search('desserts')).data.restaurants.map((r) => r.restaurant_name);
    expect(found).toEqual(['Desserts Depot', 'Annapoorna Tiffin Centre', 'Budget Bites']);
  });

  it('forgives small typos and ignores case', async () => {
    const { data } = await search('BIRYNI');
    expect(data.categories.map((category) => category.category_name)).toEqual(['Biryani']);
    const found = data.restaurants.map((restaurant) => restaurant.restaurant_name);
    expect(found[0]).toBe('Biryani Junction');
    expect(found).toContain('Station Spice Kitchen');
  });

  it('finds restaurants by a dish they serve', async () => {
    const { data } = await search('dosa');
    expect(data.restaurants.map((restaurant) => restaurant.restaurant_name)).toEqual([
      'Annapoorna Tiffin Centre',
    ]);
    expect(data.categories).toEqual([]);
  });

  it('fills the page from restaurant names before any cuisine or dish match, equals by id', async () => {
    // "Kitchen" names 25 restaurants (Station Spice Kitchen and the 24 fillers); a dish named after
    // it, on a restaurant with a lower id, ranks below every name match and so misses the page.
    await t.database.db.insert(menuItems).values({
      restaurantId: ids.get('Biryani Junction')!,
      name: 'Kitchen Special Thali',
      imagePath: '/images/dishes/d.svg',
      pricePaise: 15000,
      finalPricePaise: 15000,
      mealCategory: 'Veg',
    });
    const found = (await search('kitchen')).data.restaurants.map((r) => r.restaurant_name);
    expect(found).toEqual([
      'Station Spice Kitchen',
      ...Array.from({ length: 19 }, (_, index) => `Filler Kitchen ${String(index + 1)}`),
    ]);
    expect((await search('special thali')).data.restaurants.map((r) => r.restaurant_name)).toEqual([
      'Biryani Junction',
    ]);
  });

  it('answers empty results for empty, blank and unmatched terms', async () => {
    for (const term of ['', '   ', 'xylophone']) {
      expect((await search(term)).data).toEqual({ restaurants: [], categories: [] });
    }
    const missing = await t.app.inject({ url: '/api/external/search-restaurants-and-categories' });
    expect(missing.statusCode).toBe(200);
  });

  it('treats SQL metacharacters as text', async () => {
    const restaurantCount = async () => {
      const [row] = await t.database.db
        .execute<{ count: number }>(sql`select count(*)::int as count from restaurants`)
        .then((result) => (result as { rows: { count: number }[] }).rows);
      return row?.count;
    };
    const before = await restaurantCount();
    expect(before).toBeGreaterThanOrEqual(30);
    for (const term of ["'; drop table restaurants; --", '%', '\\', '" or 1=1 --']) {
      expect((await search(term)).data.restaurants).toEqual([]);
    }
    expect(await restaurantCount()).toBe(before);
  });

  it('finds dishes added or renamed after the seed (the dish-name vocabulary follows menu writes)', async () => {
    const budgetBites = ids.get('Budget Bites')!;
    expect((await search('malpua')).data.restaurants).toEqual([]);
    await t.database.db.insert(menuItems).values({
      restaurantId: budgetBites,
      name: 'Rabri Malpua',
      imagePath: '/images/dishes/d.svg',
      pricePaise: 9000,
      finalPricePaise: 9000,
      mealCategory: 'Veg',
    });
    expect((await search('malpua')).data.restaurants.map((r) => r.restaurant_name)).toEqual(['Budget Bites']);

    await t.database.db
      .update(menuItems)
      .set({ name: 'Kesar Rasmalai' })
      .where(eq(menuItems.name, 'Rabri Malpua'));
    expect((await search('rasmalai')).data.restaurants.map((r) => r.restaurant_name)).toEqual([
      'Budget Bites',
    ]);
  });

  it('rejects over-long terms and unknown parameters', async () => {
    const long = await t.app.inject({
      url: `/api/external/search-restaurants-and-categories?search=${'a'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: '/api/external/search-restaurants-and-categories?search=a&x=1',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
