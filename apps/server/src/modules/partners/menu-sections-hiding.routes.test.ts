import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { dishNames } from '../../db/schema/catalog.ts';
import { createMenuSectionsKit, sectionNamed } from './menu-sections-test-kit.ts';
import type { MenuSectionsKit } from './menu-sections-test-kit.ts';

let k: MenuSectionsKit;
beforeAll(async () => {
  k = await createMenuSectionsKit();
});
afterAll(() => k.t.close());

const vocabulary = async () => (await k.t.database.db.select().from(dishNames)).map((row) => row.nameKey);

describe('dishes in menu sections, as customers see them', () => {
  it('moves a dish into a section: the customer menu lists it under the section, after unsectioned dishes', async () => {
    const [starters] = await k.addSection('Starters');
    if (!starters) throw new Error('no section');
    const dish = await k.addDish({ name: 'Hara Bhara Kebab' });
    expect(dish.sectionId).toBeNull();
    expect(await k.updateDish(dish.dishId, { sectionId: starters.sectionId })).toMatchObject({
      sectionId: starters.sectionId,
    });
    const menu = await k.customerMenu();
    expect(menu.at(-1)).toMatchObject({ menuId: dish.dishId, sectionName: 'Starters' });
    expect(menu[0]?.sectionName).toBeNull();

    // A section moved up takes its dishes with it; a rename shows at once.
    const sections = await k.addSection('Breads');
    const breads = sectionNamed(sections, 'Breads');
    const naan = await k.addDish({ name: 'Butter Naan', sectionId: breads.sectionId });
    await k.moveSection(breads.sectionId, 'up');
    await k.updateSection(starters.sectionId, { name: 'Small Plates' });
    const reordered = (await k.customerMenu()).filter((item) => item.sectionName !== null);
    expect(reordered.map((item) => [item.itemName, item.sectionName])).toEqual([
      ['Butter Naan', 'Breads'],
      ['Hara Bhara Kebab', 'Small Plates'],
    ]);
    // The filters still apply across sections.
    const veg = await k.customerMenu(k.biryaniJunction, '&mealCategory=Veg&search=naan');
    expect(veg.map((item) => item.menuId)).toEqual([naan.dishId]);

    expect((await k.updateDish(dish.dishId, { sectionId: null })).sectionId).toBeNull();
    expect((await k.customerMenu()).find((item) => item.menuId === dish.dishId)?.sectionName).toBeNull();
  });

  it('refuses a section of another restaurant or none for a dish (404)', async () => {
    const [theirs] = await k.addSection('Chaat', k.annapoorna, k.otherPartner.headers);
    if (!theirs) throw new Error('no section');
    const dish = await k.addDish({ name: 'Aloo Tikki' });
    for (const sectionId of [theirs.sectionId, 999_999]) {
      const moved = await k.post(paths.updateDish(dish.dishId), k.partner.headers, { sectionId });
      expect(moved.statusCode).toBe(404);
      const added = await k.post(paths.addDish, k.partner.headers, {
        restaurantId: k.biryaniJunction,
        name: 'Dahi Puri',
        description: '',
        price: 80,
        finalPrice: 80,
        mealCategory: 'Veg',
        isBestseller: false,
        isAvailable: true,
        sectionId,
      });
      expect(added.statusCode).toBe(404);
    }
    expect(
      (await k.post(paths.updateDish(dish.dishId), k.partner.headers, { sectionId: 0 })).statusCode,
    ).toBe(400);
  });

  it('hides a section: its dishes leave the menu, search and checkout, and come back as they were', async () => {
    const sections = await k.addSection('Coolers');
    const coolers = sectionNamed(sections, 'Coolers');
    const lassi = await k.addDish({ name: 'Kesar Lassi Tall', sectionId: coolers.sectionId });
    const soldOut = await k.addDish({
      name: 'Jaljeera Jug',
      sectionId: coolers.sectionId,
      isAvailable: false,
    });
    const customer = await k.customer();
    await k.addToCart(customer, { menuId: lassi.dishId, restaurantId: k.biryaniJunction });

    const hidden = await k.updateSection(coolers.sectionId, { isHidden: true });
    expect(sectionNamed(hidden, 'Coolers').isHidden).toBe(true);
    const menu = (await k.customerMenu()).map((item) => item.menuId);
    expect(menu).not.toContain(lassi.dishId);
    expect(await k.searchedIds('kesar lassi tall')).not.toContain(k.biryaniJunction);
    expect(await vocabulary()).not.toContain('kesar lassi tall');
    expect((await k.initOrder(customer, { directionToReach: 'Gate 2' })).statusCode).toBe(409);
    // The dishes keep their own switches: the partner's menu shows them as set.
    const own = await k.get(paths.menu(k.biryaniJunction), k.partner.headers);
    const dishes = own.json<{ data: { dishId: number; isAvailable: boolean; isHidden: boolean }[] }>().data;
    expect(dishes.find((d) => d.dishId === lassi.dishId)).toMatchObject({
      isAvailable: true,
      isHidden: false,
    });

    // A dish added to a hidden section stays off the menu and out of the vocabulary.
    const added = await k.addDish({ name: 'Sattu Sharbat', sectionId: coolers.sectionId });
    expect((await k.customerMenu()).map((item) => item.menuId)).not.toContain(added.dishId);
    expect(await vocabulary()).not.toContain('sattu sharbat');

    await k.updateSection(coolers.sectionId, { isHidden: false });
    const back = await k.customerMenu();
    expect(back.find((item) => item.menuId === lassi.dishId)).toMatchObject({ isAvailable: true });
    expect(back.find((item) => item.menuId === soldOut.dishId)).toMatchObject({ isAvailable: false });
    expect(await k.searchedIds('kesar lassi tall')).toContain(k.biryaniJunction);
    expect(await vocabulary()).toContain('sattu sharbat');
    await k.placed(customer, { directionToReach: 'Gate 2' });
  });

  it('keeps a dish the partner hid itself hidden when its section is shown again', async () => {
    const desserts = sectionNamed(await k.addSection('Desserts'), 'Desserts');
    const kulfi = await k.addDish({ name: 'Pista Kulfi Cone', sectionId: desserts.sectionId });
    await k.updateDish(kulfi.dishId, { isHidden: true });
    await k.updateSection(desserts.sectionId, { isHidden: true });
    await k.updateSection(desserts.sectionId, { isHidden: false });
    expect((await k.customerMenu()).map((item) => item.menuId)).not.toContain(kulfi.dishId);
    expect(await vocabulary()).not.toContain('pista kulfi cone');
  });

  it('hides the only section of a menu: the customer menu is empty, the restaurant still found', async () => {
    const headers = k.otherPartner.headers;
    const [chaat] = await k.sectionsOf(k.annapoorna, headers);
    if (!chaat) throw new Error('no section');
    for (const item of await k.customerMenu(k.annapoorna))
      await k.updateDish(item.menuId, { sectionId: chaat.sectionId }, headers);
    await k.updateSection(chaat.sectionId, { isHidden: true }, headers);
    expect(await k.customerMenu(k.annapoorna)).toEqual([]);
    expect((await k.get(`/api/external/get-restaurant-by-id/${String(k.annapoorna)}`)).statusCode).toBe(200);
    await k.updateSection(chaat.sectionId, { isHidden: false }, headers);
    expect((await k.customerMenu(k.annapoorna)).every((item) => item.sectionName === 'Chaat')).toBe(true);
  });
});
