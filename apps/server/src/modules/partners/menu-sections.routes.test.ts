import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { createMenuSectionsKit, sectionNamed } from './menu-sections-test-kit.ts';
import type { MenuSectionsKit } from './menu-sections-test-kit.ts';

let k: MenuSectionsKit;
beforeAll(async () => {
  k = await createMenuSectionsKit();
});
afterAll(() => k.t.close());

type ErrorBody = { error: { code: string; message: string; details?: { fields?: { field: string }[] } } };
const fieldsOf = (response: LightMyRequestResponse) =>
  (response.json<ErrorBody>().error.details?.fields ?? []).map((field) => field.field);
const names = (sections: readonly { name: string }[]) => sections.map((section) => section.name);

describe('partner menu sections: add, list, rename, move', () => {
  it('adds sections at the end of the menu, shown, and lists them in menu order', async () => {
    expect(await k.sectionsOf()).toEqual([]);
    await k.addSection('Starters');
    const sections = await k.addSection('  Main Course  ');
    expect(sections).toEqual([
      {
        sectionId: expect.any(Number) as number,
        restaurantId: k.biryaniJunction,
        name: 'Starters',
        position: 0,
        isHidden: false,
      },
      expect.objectContaining({ name: 'Main Course', position: 1, isHidden: false }),
    ]);
    expect(await k.sectionsOf()).toEqual(sections);
  });

  it('refuses a blank, symbol-only or too long name, and unknown fields', async () => {
    const cases: [object, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: '--' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'Soups', position: 3 }, ''],
      [{ name: 'Soups', restaurantId: 'one' }, 'restaurantId'],
    ];
    for (const [body, field] of cases) {
      const response = await k.post(paths.addMenuSection, k.partner.headers, {
        restaurantId: k.biryaniJunction,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(fieldsOf(response), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses a name the restaurant already has, in any case (409); another restaurant may use it', async () => {
    await k.addSection('Desserts');
    const twice = await k.post(paths.addMenuSection, k.partner.headers, {
      restaurantId: k.biryaniJunction,
      name: 'DESSERTS',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe(
      'This restaurant already has a section called “DESSERTS”.',
    );
    const elsewhere = await k.addSection('Desserts', k.annapoorna, k.otherPartner.headers);
    expect(names(elsewhere)).toEqual(['Desserts']);
  });

  it('renames a section; a rename to another section’s name is refused, a change of case is not', async () => {
    const desserts = sectionNamed(await k.sectionsOf(), 'Desserts');
    const renamed = await k.updateSection(desserts.sectionId, { name: 'Sweets' });
    expect(names(renamed)).toContain('Sweets');
    const clash = await k.post(paths.updateMenuSection(desserts.sectionId), k.partner.headers, {
      name: 'starters',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorBody>().error.message).toBe(
      'This restaurant already has a section called “starters”.',
    );
    expect(names(await k.updateSection(desserts.sectionId, { name: 'SWEETS' }))).toContain('SWEETS');
    await k.updateSection(desserts.sectionId, { name: 'Desserts' });
    for (const body of [{}, { name: '' }, { isHidden: 'yes' }, { position: 1 }])
      expect(
        (await k.post(paths.updateMenuSection(desserts.sectionId), k.partner.headers, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
  });

  it('moves a section one place up or down; not past either end', async () => {
    const before = await k.sectionsOf();
    expect(names(before)).toEqual(['Starters', 'Main Course', 'Desserts']);
    const desserts = sectionNamed(before, 'Desserts');
    expect(names(await k.moveSection(desserts.sectionId, 'up'))).toEqual([
      'Starters',
      'Desserts',
      'Main Course',
    ]);
    const moved = await k.moveSection(desserts.sectionId, 'up');
    expect(moved.map((section) => [section.name, section.position])).toEqual([
      ['Desserts', 0],
      ['Starters', 1],
      ['Main Course', 2],
    ]);
    const top = await k.post(paths.moveMenuSection(desserts.sectionId), k.partner.headers, {
      direction: 'up',
    });
    expect(top.statusCode).toBe(400);
    expect(top.json<ErrorBody>().error.message).toBe('Desserts is already first on the menu.');
    const main = sectionNamed(moved, 'Main Course');
    const bottom = await k.post(paths.moveMenuSection(main.sectionId), k.partner.headers, {
      direction: 'down',
    });
    expect(bottom.statusCode).toBe(400);
    const sideways = await k.post(paths.moveMenuSection(main.sectionId), k.partner.headers, {
      direction: 'left',
    });
    expect(fieldsOf(sideways)).toContain('direction');
    await k.moveSection(desserts.sectionId, 'down');
    await k.moveSection(desserts.sectionId, 'down');
    expect(names(await k.sectionsOf())).toEqual(['Starters', 'Main Course', 'Desserts']);
  });

  it('answers 404 for another restaurant’s section or restaurant, or none', async () => {
    const theirs = sectionNamed(await k.sectionsOf(k.annapoorna, k.otherPartner.headers), 'Desserts');
    const h = k.partner.headers;
    expect((await k.get(paths.menuSections(k.annapoorna), h)).statusCode).toBe(404);
    expect(
      (await k.post(paths.addMenuSection, h, { restaurantId: k.annapoorna, name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await k.post(paths.updateMenuSection(theirs.sectionId), h, { isHidden: true })).statusCode).toBe(
      404,
    );
    expect((await k.post(paths.moveMenuSection(theirs.sectionId), h, { direction: 'up' })).statusCode).toBe(
      404,
    );
    expect((await k.post(paths.updateMenuSection(999_999), h, { name: 'Ghost' })).statusCode).toBe(404);
    expect((await k.post(paths.updateMenuSection('abc'), h, { name: 'Ghost' })).statusCode).toBe(400);
    expect(sectionNamed(await k.sectionsOf(k.annapoorna, k.otherPartner.headers), 'Desserts')).toEqual(
      theirs,
    );
  });

  it('answers 403 to customers and admins, 401 without a login', async () => {
    const ours = sectionNamed(await k.sectionsOf(), 'Starters');
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers, undefined]) {
      const expected = headers ? 403 : 401;
      expect((await k.get(paths.menuSections(k.biryaniJunction), headers)).statusCode).toBe(expected);
      expect(
        (await k.post(paths.addMenuSection, headers, { restaurantId: k.biryaniJunction, name: 'Soups' }))
          .statusCode,
      ).toBe(expected);
      expect(
        (await k.post(paths.updateMenuSection(ours.sectionId), headers, { isHidden: true })).statusCode,
      ).toBe(expected);
      expect(
        (await k.post(paths.moveMenuSection(ours.sectionId), headers, { direction: 'down' })).statusCode,
      ).toBe(expected);
    }
    expect(sectionNamed(await k.sectionsOf(), 'Starters').isHidden).toBe(false);
  });
});
