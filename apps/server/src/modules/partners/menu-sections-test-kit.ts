import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CatalogSearchResponse, MenuItem } from '@railbite/contract/catalog';
import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { createPartnerKit } from './partner-test-kit.ts';

type Headers = Record<string, string>;

/** The partner kit plus the calls a menu-sections test makes, each expecting success. */
export async function createMenuSectionsKit() {
  const k = await createPartnerKit();

  async function ok<Data>(response: Promise<LightMyRequestResponse>) {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Data }>().data;
  }

  return {
    ...k,
    addSection: (name: string, restaurantId = k.biryaniJunction, headers: Headers = k.partner.headers) =>
      ok<MenuSection[]>(k.post(paths.addMenuSection, headers, { restaurantId, name })),
    updateSection: (sectionId: number, body: object, headers: Headers = k.partner.headers) =>
      ok<MenuSection[]>(k.post(paths.updateMenuSection(sectionId), headers, body)),
    moveSection: (sectionId: number, direction: 'up' | 'down') =>
      ok<MenuSection[]>(k.post(paths.moveMenuSection(sectionId), k.partner.headers, { direction })),
    sectionsOf: (restaurantId = k.biryaniJunction, headers: Headers = k.partner.headers) =>
      ok<MenuSection[]>(k.get(paths.menuSections(restaurantId), headers)),
    addDish: (body: object, headers: Headers = k.partner.headers) =>
      ok<PartnerDish>(
        k.post(paths.addDish, headers, {
          restaurantId: k.biryaniJunction,
          description: '',
          price: 150,
          finalPrice: 150,
          mealCategory: 'Veg',
          isBestseller: false,
          isAvailable: true,
          ...body,
        }),
      ),
    updateDish: (dishId: number, body: object, headers: Headers = k.partner.headers) =>
      ok<PartnerDish>(k.post(paths.updateDish(dishId), headers, body)),
    customerMenu: (restaurantId = k.biryaniJunction, query = '') =>
      ok<MenuItem[]>(k.get(`${catalogPaths.restaurantItems(restaurantId)}?limit=50${query}`)),
    searchedIds: async (term: string) =>
      (
        await ok<CatalogSearchResponse['data']>(
          k.get(`${catalogPaths.search}?search=${encodeURIComponent(term)}`),
        )
      ).restaurants.map((restaurant) => restaurant.restaurant_id),
  };
}

export type MenuSectionsKit = Awaited<ReturnType<typeof createMenuSectionsKit>>;

/** The section of that name in a list of sections. */
export function sectionNamed(sections: readonly MenuSection[], name: string): MenuSection {
  const section = sections.find((candidate) => candidate.name === name);
  if (!section) throw new Error(`no section ${name} among ${sections.map((s) => s.name).join(', ')}`);
  return section;
}
