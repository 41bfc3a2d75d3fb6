import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
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
  /**
   * One grouped count of the orders waiting for acceptance (the board's New column: confirmed by
   * payment, which sets `accept_by`, and not yet accepted), only over the restaurants the partner is a
   * member of: another restaurant's orders are never counted.
   */
  function awaitingAcceptanceOf(userId: number) {
    const memberOf = db
      .select({ restaurantId: restaurantMembers.restaurantId })
      .from(restaurantMembers)
      .where(eq(restaurantMembers.userId, userId));
    return db
      .select({ restaurantId: orders.restaurantId, count: count().as('awaiting_acceptance') })
      .from(orders)
      .where(
        and(
          inArray(orders.restaurantId, memberOf),
          eq(orders.status, 'confirmed'),
          isNotNull(orders.acceptBy),
        ),
      )
      .groupBy(orders.restaurantId)
      .as('awaiting');
  }

  /** The partner's restaurants with their controls and how many orders wait at each. */
  function listedWhere(userId: number, restaurantId?: number) {
    const awaiting = awaitingAcceptanceOf(userId);
    return db
      .select({
        ...restaurantControls,
        awaitingAcceptance: sql<number>`coalesce(${awaiting.count}, 0)`.mapWith(Number),
      })
      .from(restaurantMembers)
      .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
      .leftJoin(awaiting, eq(awaiting.restaurantId, restaurants.id))
      .where(
        and(
          eq(restaurantMembers.userId, userId),
          restaurantId === undefined ? undefined : eq(restaurantMembers.restaurantId, restaurantId),
        ),
      );
  }

  return {
    async restaurantsOf(userId: number) {
      return listedWhere(userId).orderBy(asc(restaurants.name), asc(restaurants.id));
    },

    /** One of the partner's restaurants as restaurantsOf lists it, else undefined. */
    async listedRestaurantOf(userId: number, restaurantId: number) {
      const [row] = await listedWhere(userId, restaurantId);
      return row;
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
