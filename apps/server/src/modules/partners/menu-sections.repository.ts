import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems, menuSections } from '../../db/schema/catalog.ts';
import { forgetOrphanedDishNames } from '../catalog/dish-vocabulary.ts';

const sectionColumns = {
  sectionId: menuSections.id,
  restaurantId: menuSections.restaurantId,
  name: menuSections.name,
  position: menuSections.position,
  isHidden: menuSections.isHidden,
};

export type MenuSectionRow = {
  sectionId: number;
  restaurantId: number;
  name: string;
  position: number;
  isHidden: boolean;
};

/**
 * A restaurant's menu sections (ADR 036). Hiding or showing one reaches its dishes in the same
 * statement (the cascading key menu_items_section_fk); the search vocabulary is put right in the
 * same transaction, as a dish hide does (ADR 035).
 */
export function createMenuSectionsRepository(db: Db) {
  return {
    async sectionsOf(restaurantId: number): Promise<MenuSectionRow[]> {
      return db
        .select(sectionColumns)
        .from(menuSections)
        .where(eq(menuSections.restaurantId, restaurantId))
        .orderBy(asc(menuSections.position), asc(menuSections.id));
    },

    async findSection(sectionId: number): Promise<MenuSectionRow | undefined> {
      const [row] = await db.select(sectionColumns).from(menuSections).where(eq(menuSections.id, sectionId));
      return row;
    },

    /** At the end of the menu. Throws the unique violation when the restaurant has the name already. */
    async addSection(restaurantId: number, name: string): Promise<void> {
      await db.insert(menuSections).values({
        restaurantId,
        name,
        position: sql`(select coalesce(max(${menuSections.position}), -1) + 1 from ${menuSections}
          where ${menuSections.restaurantId} = ${restaurantId})`,
      });
    },

    /** Throws the unique violation when another section of the restaurant has the name. */
    async renameSection(sectionId: number, name: string): Promise<void> {
      await db
        .update(menuSections)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(menuSections.id, sectionId));
    },

    /**
     * The cascade rewrites the dishes' copy of the flag, and the update trigger records all their
     * names in `dish_names` again, hidden dishes' too: either way, the names no visible dish carries
     * are forgotten before the transaction ends.
     */
    async setSectionHidden(sectionId: number, isHidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(menuSections)
          .set({ isHidden, updatedAt: sql`now()` })
          .where(eq(menuSections.id, sectionId));
        const dishes = await tx
          .select({ name: menuItems.name })
          .from(menuItems)
          .where(eq(menuItems.sectionId, sectionId));
        await forgetOrphanedDishNames(
          tx,
          dishes.map((dish) => dish.name),
        );
      });
    },

    /** Positions 0, 1, 2… in the order given (every section of one restaurant), in one statement. */
    async setOrder(orderedIds: readonly number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const position = sql.join(
        [
          sql`case ${menuSections.id}`,
          ...orderedIds.map((id, index) => sql`when ${id} then ${index}::int`),
          sql`end`,
        ],
        sql` `,
      );
      await db
        .update(menuSections)
        .set({ position, updatedAt: sql`now()` })
        .where(inArray(menuSections.id, [...orderedIds]));
    },
  };
}

export type MenuSectionsRepository = ReturnType<typeof createMenuSectionsRepository>;
