import type {
  AddMenuSectionBody,
  MenuSection,
  MoveMenuSectionBody,
  UpdateMenuSectionBody,
} from '@railbite/contract/partner-menu-sections';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import type { MenuSectionRow, MenuSectionsRepository } from './menu-sections.repository.ts';
import type { PartnerRestaurantsRepository } from './partner-restaurants.repository.ts';

// Another restaurant's objects answer as if they did not exist.
const restaurantNotFound = () => new NotFoundError('Restaurant not found.');
export const sectionNotFound = () => new NotFoundError('Section not found.');

const toMenuSection = (row: MenuSectionRow): MenuSection => ({ ...row });

/** A second "Starters" (in any case) would be one heading twice to a customer. */
async function withUniqueName(name: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === undefined) throw error;
    throw new ConflictError(`This restaurant already has a section called “${name}”.`);
  }
}

/**
 * A partner's menu sections (ADR 036): only a restaurant it runs; every write answers the
 * restaurant's sections in menu order. The customer menu reads them directly, so a change shows on
 * its next read; nothing is cached in memory.
 */
export function createMenuSectionsService({
  sections,
  restaurants,
}: {
  sections: MenuSectionsRepository;
  restaurants: Pick<PartnerRestaurantsRepository, 'restaurantOf'>;
}) {
  /** The section, when it belongs to a restaurant the partner runs. */
  async function sectionThePartnerRuns(userId: number, sectionId: number): Promise<MenuSectionRow> {
    const section = await sections.findSection(sectionId);
    if (!section || !(await restaurants.restaurantOf(userId, section.restaurantId))) throw sectionNotFound();
    return section;
  }

  const listOf = async (restaurantId: number) => (await sections.sectionsOf(restaurantId)).map(toMenuSection);

  return {
    async list(userId: number, restaurantId: number): Promise<MenuSection[]> {
      if (!(await restaurants.restaurantOf(userId, restaurantId))) throw restaurantNotFound();
      return listOf(restaurantId);
    },

    async add(userId: number, { restaurantId, name }: AddMenuSectionBody): Promise<MenuSection[]> {
      if (!(await restaurants.restaurantOf(userId, restaurantId))) throw restaurantNotFound();
      await withUniqueName(name, () => sections.addSection(restaurantId, name));
      return listOf(restaurantId);
    },

    /** A new name, hidden or shown: hiding takes its dishes off the customer menu, search and checkout. */
    async update(userId: number, sectionId: number, body: UpdateMenuSectionBody): Promise<MenuSection[]> {
      const section = await sectionThePartnerRuns(userId, sectionId);
      const { name, isHidden } = body;
      if (name !== undefined && name !== section.name)
        await withUniqueName(name, () => sections.renameSection(sectionId, name));
      if (isHidden !== undefined && isHidden !== section.isHidden)
        await sections.setSectionHidden(sectionId, isHidden);
      return listOf(section.restaurantId);
    },

    /** One place up or down; the first cannot go up, nor the last down. */
    async move(
      userId: number,
      sectionId: number,
      { direction }: MoveMenuSectionBody,
    ): Promise<MenuSection[]> {
      const section = await sectionThePartnerRuns(userId, sectionId);
      const order = (await sections.sectionsOf(section.restaurantId)).map((row) => row.sectionId);
      const from = order.indexOf(sectionId);
      const to = direction === 'up' ? from - 1 : from + 1;
      const neighbour = order[to];
      if (from === -1 || neighbour === undefined)
        throw new InvalidInputError(
          'direction',
          `${section.name} is already ${direction === 'up' ? 'first' : 'last'} on the menu.`,
        );
      order[to] = sectionId;
      order[from] = neighbour;
      await sections.setOrder(order);
      return listOf(section.restaurantId);
    },
  };
}

export type MenuSectionsService = ReturnType<typeof createMenuSectionsService>;
