import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSearchResponse, MenuItem } from '@railbite/contract/catalog';
import type { PartnerDish } from '@railbite/contract/partner';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { dishNames } from '../../db/schema/catalog.ts';
import { createPartnerKit } from './partner-test-kit.ts';
import type { PartnerKit } from './partner-test-kit.ts';

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
});
afterAll(() => k.t.close());

type ErrorBody = { error: { code: string; details?: { fields?: { field: string }[] } } };
const fieldsOf = (response: LightMyRequestResponse) =>
  (response.json<ErrorBody>().error.details?.fields ?? []).map((field) => field.field);

const newDish = {
  name: 'Kesar Phirni',
  description: 'Ground rice set with saffron',
  price: 120,
  finalPrice: 99.5,
  mealCategory: 'Veg',
  isBestseller: false,
  isAvailable: true,
};

async function added(body: object = {}, headers = k.partner.headers) {
  const response = await k.post(paths.addDish, headers, {
    restaurantId: k.biryaniJunction,
    ...newDish,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PartnerDish }>().data;
}

async function updated(dishId: number, body: object) {
  const response = await k.post(paths.updateDish(dishId), k.partner.headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PartnerDish }>().data;
}

async function customerMenu(restaurantId = k.biryaniJunction, query = '') {
  const response = await k.get(`/api/external/get-restaurant-items/${String(restaurantId)}?limit=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MenuItem[] }>().data;
}

async function searchedIds(term: string) {
  const response = await k.get(`${catalogPaths.search}?search=${encodeURIComponent(term)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogSearchResponse>().data.restaurants.map((r) => r.restaurant_id);
}

describe('POST partner/add-dish', () => {
  it('adds an unrated dish at the end of the menu; customers see it and can order it at once', async () => {
    const dish = await added();
    expect(dish).toEqual({
      dishId: expect.any(Number) as number,
      restaurantId: k.biryaniJunction,
      ...newDish,
      isHidden: false,
      sectionId: null,
    });
    const shown = (await customerMenu()).at(-1);
    expect(shown).toMatchObject({
      menuId: dish.dishId,
      itemName: 'Kesar Phirni',
      price: 120,
      finalPrice: 99.5,
      mealCategory: 'Veg',
      ratingAvg: 0,
      ratingCount: 0,
      imageUrl: '/images/dishes/kesar-phirni.svg',
    });
    expect(await searchedIds('phirni')).toContain(k.biryaniJunction);
    const customer = await k.customer();
    await k.addToCart(customer, { menuId: dish.dishId, restaurantId: k.biryaniJunction });
    await k.placed(customer, { directionToReach: 'Gate 2' });
  });

  it('keeps egg distinct from veg: the veg filter leaves an egg dish out', async () => {
    const dish = await added({ name: 'Egg Bhurji Pav', mealCategory: 'Egg', price: 90, finalPrice: 90 });
    const veg = await customerMenu(k.biryaniJunction, '&mealCategory=Veg');
    expect(veg.map((item) => item.menuId)).not.toContain(dish.dishId);
    const egg = await customerMenu(k.biryaniJunction, '&mealCategory=Egg');
    expect(egg.find((item) => item.menuId === dish.dishId)?.mealCategory).toBe('Egg');
  });

  it('refuses bad input field by field', async () => {
    const cases: [object, string][] = [
      [{ name: ' ' }, 'name'],
      [{ name: '--' }, 'name'],
      [{ price: 0 }, 'price'],
      [{ price: 10_001, finalPrice: 100 }, 'price'],
      [{ price: 100.005 }, 'price'],
      [{ finalPrice: 130 }, 'finalPrice'],
      [{ mealCategory: 'Vegan' }, 'mealCategory'],
      [{ description: 'x'.repeat(301) }, 'description'],
      [{ ratingAvg: 5 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await k.post(paths.addDish, k.partner.headers, {
        restaurantId: k.biryaniJunction,
        ...newDish,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(fieldsOf(response), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses a second dish of the same name on the menu, whatever its case; another restaurant may', async () => {
    await added({ name: 'Shahi Tukda' });
    const again = await k.post(paths.addDish, k.partner.headers, {
      restaurantId: k.biryaniJunction,
      ...newDish,
      name: '  shahi TUKDA ',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'This menu already has a dish called “Shahi Tukda”.',
    );
    expect(fieldsOf(again)).toEqual(['name']);
    expect(
      (await customerMenu()).filter((item) => item.itemName.toLowerCase() === 'shahi tukda'),
    ).toHaveLength(1);
    const elsewhere = await k.post(paths.addDish, k.otherPartner.headers, {
      restaurantId: k.annapoorna,
      ...newDish,
      name: 'Shahi Tukda',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('answers 404 for a restaurant the partner does not run and 403 to other roles', async () => {
    const foreign = { restaurantId: k.annapoorna, ...newDish };
    expect((await k.post(paths.addDish, k.partner.headers, foreign)).statusCode).toBe(404);
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers])
      expect((await k.post(paths.addDish, headers, foreign)).statusCode).toBe(403);
    expect((await k.post(paths.addDish, undefined, foreign)).statusCode).toBe(401);
  });
});

describe('POST partner/update-dish/:dishId', () => {
  it('renames a dish: search finds it under the new name and no longer under the old', async () => {
    const dish = await added({ name: 'Zafrani Kulfi' });
    expect(await searchedIds('zafrani kulfi')).toContain(k.biryaniJunction);
    await updated(dish.dishId, { name: 'Malai Kulfi Stick' });
    expect(await searchedIds('malai kulfi stick')).toContain(k.biryaniJunction);
    expect(await searchedIds('zafrani kulfi')).not.toContain(k.biryaniJunction);
    // The vocabulary forgets the old name: it would take one of the 30 places a search follows.
    const vocabulary = await k.t.database.db.select().from(dishNames);
    expect(vocabulary.map((row) => row.nameKey)).toContain('malai kulfi stick');
    expect(vocabulary.map((row) => row.nameKey)).not.toContain('zafrani kulfi');
    expect((await customerMenu()).find((item) => item.menuId === dish.dishId)?.itemName).toBe(
      'Malai Kulfi Stick',
    );
  });

  it('hides a dish: off the menu and search, a cart holding it cannot check out; shown again', async () => {
    const dish = await added({ name: 'Rose Sharbat' });
    const customer = await k.customer();
    await k.addToCart(customer, { menuId: dish.dishId, restaurantId: k.biryaniJunction });
    const hidden = await updated(dish.dishId, { isHidden: true });
    expect(hidden).toMatchObject({ isHidden: true, isAvailable: false });
    expect((await customerMenu()).map((item) => item.menuId)).not.toContain(dish.dishId);
    expect(await searchedIds('rose sharbat')).not.toContain(k.biryaniJunction);
    expect((await k.initOrder(customer, { directionToReach: 'Gate 2' })).statusCode).not.toBe(200);

    const shown = await updated(dish.dishId, { isHidden: false, isAvailable: true });
    expect(shown).toMatchObject({ isHidden: false, isAvailable: true });
    expect((await customerMenu()).map((item) => item.menuId)).toContain(dish.dishId);
    expect(await searchedIds('rose sharbat')).toContain(k.biryaniJunction);
  });

  it('a name another restaurant still serves stays searchable when one hides it', async () => {
    const name = 'Kathi Paneer Wrap';
    const ours = await added({ name });
    const theirs = await k.post(paths.addDish, k.otherPartner.headers, {
      ...newDish,
      restaurantId: k.annapoorna,
      name,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    await updated(ours.dishId, { isHidden: true });
    const found = await searchedIds('kathi paneer wrap');
    expect(found).toContain(k.annapoorna);
    expect(found).not.toContain(k.biryaniJunction);
  });

  it('changes prices, diet and bestseller; the customer menu shows them at once', async () => {
    const dish = await added({ name: 'Anda Curry', mealCategory: 'Egg' });
    await updated(dish.dishId, { price: 150, finalPrice: 140, mealCategory: 'Non Veg', isBestseller: true });
    const bestsellers = await customerMenu(k.biryaniJunction, '&isBestseller=true');
    expect(bestsellers.find((item) => item.menuId === dish.dishId)).toMatchObject({
      price: 150,
      finalPrice: 140,
      mealCategory: 'Non Veg',
      isBestSeller: true,
    });
  });

  it('checks the price pair a partial change leaves', async () => {
    const dish = await added({ name: 'Gulab Jamun Pair', price: 80, finalPrice: 70 });
    const lower = await k.post(paths.updateDish(dish.dishId), k.partner.headers, { price: 60 });
    expect(lower.statusCode).toBe(400);
    expect(fieldsOf(lower)).toEqual(['price']);
    const higher = await k.post(paths.updateDish(dish.dishId), k.partner.headers, { finalPrice: 90 });
    expect(fieldsOf(higher)).toEqual(['finalPrice']);
    expect((await k.post(paths.updateDish(dish.dishId), k.partner.headers, {})).statusCode).toBe(400);
    expect(
      (await k.post(paths.updateDish(dish.dishId), k.partner.headers, { ratingAvg: 5 })).statusCode,
    ).toBe(400);
  });

  it('refuses a rename to another dish’s name; keeping its own name (or its case) is fine', async () => {
    const first = await added({ name: 'Kaju Katli Box' });
    const second = await added({ name: 'Badam Barfi Box' });
    const clash = await k.post(paths.updateDish(second.dishId), k.partner.headers, {
      name: 'kaju katli box',
    });
    expect(clash.statusCode).toBe(400);
    expect(fieldsOf(clash)).toEqual(['name']);
    expect((await updated(first.dishId, { name: 'Kaju Katli BOX', price: 200, finalPrice: 180 })).name).toBe(
      'Kaju Katli BOX',
    );
    expect((await updated(second.dishId, { price: 150, finalPrice: 150 })).name).toBe('Badam Barfi Box');
  });

  it('answers 404 for another restaurant’s dish or none, 403 to other roles', async () => {
    const foreign = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    expect(
      (await k.post(paths.updateDish(foreign.menuId), k.partner.headers, { isHidden: true })).statusCode,
    ).toBe(404);
    expect((await k.post(paths.updateDish(999_999), k.partner.headers, { isHidden: true })).statusCode).toBe(
      404,
    );
    expect((await k.post(paths.updateDish('abc'), k.partner.headers, { isHidden: true })).statusCode).toBe(
      400,
    );
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers])
      expect((await k.post(paths.updateDish(foreign.menuId), headers, { isHidden: true })).statusCode).toBe(
        403,
      );
    expect((await customerMenu(k.annapoorna)).map((item) => item.menuId)).toContain(foreign.menuId);
  });
});
