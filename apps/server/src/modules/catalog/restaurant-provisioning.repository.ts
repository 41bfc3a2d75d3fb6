import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cuisines,
  menuItems,
  menuSections,
  restaurantCuisines,
  restaurants,
} from '../../db/schema/catalog.ts';
import { restaurantMembers } from '../../db/schema/partners.ts';
import { stations } from '../../db/schema/trains.ts';

export type NewRestaurantRow = Omit<typeof restaurants.$inferInsert, 'id' | 'rating' | 'totalReviews'> & {
  provisioningKey: string;
};
export type NewMenuItemRow = Omit<
  typeof menuItems.$inferInsert,
  'id' | 'restaurantId' | 'ratingAvg' | 'ratingCount'
>;

/**
 * The writes of one provisioning, all on the transaction it is given. The catalog's triggers keep
 * `dish_names` (menu_items insert) and `restaurant_facet_counts` (restaurants and
 * restaurant_cuisines inserts) right in the same transaction.
 */
export function createRestaurantProvisioningRepository(db: Db) {
  return {
    async stationNamed(code: string) {
      const [row] = await db.select({ name: stations.name }).from(stations).where(eq(stations.code, code));
      return row;
    },

    async cuisineIdsAmong(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: cuisines.id })
        .from(cuisines)
        .where(inArray(cuisines.id, [...ids]));
      return rows.map((row) => row.id);
    },

    async restaurantFor(provisioningKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.provisioningKey, provisioningKey));
      return row?.id;
    },

    /**
     * Unrated (no reviews yet). Undefined when another transaction already provisioned this key: the
     * unique key makes a concurrent second insert wait for the first and then do nothing.
     */
    async insertRestaurant(row: NewRestaurantRow): Promise<number | undefined> {
      const [inserted] = await db
        .insert(restaurants)
        .values({ ...row, rating: 0, totalReviews: 0 })
        .onConflictDoNothing({ target: restaurants.provisioningKey })
        .returning({ id: restaurants.id });
      return inserted?.id;
    },

    async linkCuisines(restaurantId: number, cuisineIds: readonly number[]): Promise<void> {
      if (cuisineIds.length === 0) return;
      await db
        .insert(restaurantCuisines)
        .values(cuisineIds.map((cuisineId, position) => ({ restaurantId, cuisineId, position })));
    },

    /** The menu's sections, shown, in the order given (positions 0, 1, 2…); their ids in that order. */
    async insertSections(restaurantId: number, names: readonly string[]): Promise<number[]> {
      if (names.length === 0) return [];
      const rows = await db
        .insert(menuSections)
        .values(names.map((name, position) => ({ restaurantId, name, position })))
        .returning({ id: menuSections.id, position: menuSections.position });
      return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
    },

    /** One statement: the dish-name trigger reads its transition table once. */
    async insertMenu(restaurantId: number, items: readonly NewMenuItemRow[]): Promise<void> {
      if (items.length === 0) return;
      await db.insert(menuItems).values(items.map((item) => ({ ...item, restaurantId })));
    },

    async addOwner(userId: number, restaurantId: number): Promise<void> {
      await db
        .insert(restaurantMembers)
        .values({ userId, restaurantId, role: 'owner' })
        .onConflictDoNothing();
    },
  };
}

export type RestaurantProvisioningRepository = ReturnType<typeof createRestaurantProvisioningRepository>;
