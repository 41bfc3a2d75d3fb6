import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems, menuSections } from '../../db/schema/catalog.ts';
import { forgetOrphanedDishNames } from '../catalog/dish-vocabulary.ts';

export const partnerDishColumns = {
  dishId: menuItems.id,
  restaurantId: menuItems.restaurantId,
  name: menuItems.name,
  description: menuItems.description,
  mealCategory: menuItems.mealCategory,
  pricePaise: menuItems.pricePaise,
  finalPricePaise: menuItems.finalPricePaise,
  isAvailable: menuItems.isAvailable,
  isBestseller: menuItems.isBestseller,
  /** The partner's own switch; the customer reads `is_hidden`, which a hidden section sets too. */
  isHidden: menuItems.dishHidden,
  sectionId: menuItems.sectionId,
  /** A drawn picture of its name, or a photo (images module). */
  imagePath: menuItems.imagePath,
  /** What customers see: hidden itself or by its section. */
  hiddenFromCustomers: menuItems.isHidden,
};

type DishValues = Pick<
  typeof menuItems.$inferInsert,
  | 'name'
  | 'description'
  | 'imagePath'
  | 'pricePaise'
  | 'finalPricePaise'
  | 'mealCategory'
  | 'isBestseller'
  | 'isAvailable'
  | 'dishHidden'
  | 'sectionId'
>;
export type DishChanges = Partial<DishValues>;
export type NewDish = Omit<DishValues, 'dishHidden'> & { restaurantId: number };

/**
 * A dish's copy of its section's hidden flag, written with its section: the key from menu_items to
 * menu_sections includes the flag (ADR 036), so it must match the section's.
 */
function sectionColumns(sectionId: number | null | undefined) {
  if (sectionId === undefined) return {};
  if (sectionId === null) return { sectionId: null, sectionHidden: false };
  return {
    sectionId,
    sectionHidden: sql<boolean>`(select ${menuSections.isHidden} from ${menuSections}
      where ${menuSections.id} = ${sectionId})`,
  };
}

export type PartnerDishRow = Awaited<
  ReturnType<ReturnType<typeof createPartnerMenuRepository>['menuOf']>
>[number];

/**
 * A restaurant's dishes as its partner manages them. Writes run in one transaction with the search
 * vocabulary they may leave stale (ADR 035); the customer menu reads menu_items directly, so it
 * shows a change on its next read.
 */
export function createPartnerMenuRepository(db: Db) {
  return {
    async menuOf(restaurantId: number) {
      return db
        .select(partnerDishColumns)
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    },

    /** Another dish of the restaurant with this name, whatever its case and spacing (`dishId` aside). */
    async dishNamed(restaurantId: number, name: string, exceptDishId: number | null) {
      const [row] = await db
        .select({ dishId: menuItems.id, name: menuItems.name })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.restaurantId, restaurantId),
            sql`lower(btrim(${menuItems.name})) = ${name.trim().toLowerCase()}`,
            exceptDishId === null ? undefined : ne(menuItems.id, exceptDishId),
          ),
        )
        .limit(1);
      return row;
    },

    async findDish(dishId: number) {
      const [row] = await db.select(partnerDishColumns).from(menuItems).where(eq(menuItems.id, dishId));
      return row;
    },

    /**
     * At the end of the menu (its section's end, as the menu orders by section first); unrated (the
     * column defaults). Added into a hidden section, its name does not join search's vocabulary.
     */
    async addDish({ sectionId, ...dish }: NewDish) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(menuItems)
          .values({
            ...dish,
            ...sectionColumns(sectionId),
            sortOrder: sql`(select coalesce(max(${menuItems.sortOrder}), 0) + 1 from ${menuItems}
              where ${menuItems.restaurantId} = ${dish.restaurantId})`,
          })
          .returning(partnerDishColumns);
        if (!row) throw new Error('the dish insert returned no row');
        if (row.hiddenFromCustomers) await forgetOrphanedDishNames(tx, [row.name]);
        return row;
      });
    },

    /** Applies the changes and forgets the names no visible dish carries any more. */
    async updateDish(dishId: number, { sectionId, ...changes }: DishChanges) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: menuItems.name })
          .from(menuItems)
          .where(eq(menuItems.id, dishId))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(menuItems)
          .set({ ...changes, ...sectionColumns(sectionId) })
          .where(eq(menuItems.id, dishId))
          .returning(partnerDishColumns);
        if (!row) return undefined;
        await forgetOrphanedDishNames(tx, [before.name, row.name]);
        return row;
      });
    },
  };
}

export type PartnerMenuRepository = ReturnType<typeof createPartnerMenuRepository>;
