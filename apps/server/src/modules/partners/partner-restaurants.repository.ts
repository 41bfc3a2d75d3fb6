import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { restaurantMembers } from '../../db/schema/partners.ts';

const restaurantControls = {
  restaurantId: restaurants.id,
  name: restaurants.name,
  imagePath: restaurants.imagePath,
  address: restaurants.address,
  role: restaurantMembers.role,
  isAcceptingOrders: restaurants.isAcceptingOrders,
  opensAt: restaurants.opensAt,
  closesAt: restaurants.closesAt,
  weeklyHours: restaurants.weeklyHours,
};

export type PartnerRestaurantRow = Awaited<
  ReturnType<ReturnType<typeof createPartnerRestaurantsRepository>['restaurantsOf']>
>[number];
/** The restaurants a partner runs and their controls; every read and write is scoped to a membership. */
export function createPartnerRestaurantsRepository(db: Db) {
  function restaurantsWhere(userId: number) {
    return db
      .select(restaurantControls)
      .from(restaurantMembers)
      .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
      .where(eq(restaurantMembers.userId, userId));
  }

  return {
    async restaurantsOf(userId: number) {
      return restaurantsWhere(userId).orderBy(asc(restaurants.name), asc(restaurants.id));
    },

    /** The restaurant with its controls when the partner runs it, else undefined. */
    async restaurantOf(userId: number, restaurantId: number) {
      const [row] = await db
        .select(restaurantControls)
        .from(restaurantMembers)
        .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
        .where(and(eq(restaurantMembers.userId, userId), eq(restaurantMembers.restaurantId, restaurantId)));
      return row;
    },

    async restaurantIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: restaurantMembers.restaurantId })
        .from(restaurantMembers)
        .where(eq(restaurantMembers.userId, userId));
      return rows.map((row) => row.id);
    },

    async updateControls(
      restaurantId: number,
      controls: Partial<{ isAcceptingOrders: boolean } & OpeningHours>,
    ): Promise<void> {
      await db.update(restaurants).set(controls).where(eq(restaurants.id, restaurantId));
    },
  };
}

export type PartnerRestaurantsRepository = ReturnType<typeof createPartnerRestaurantsRepository>;
