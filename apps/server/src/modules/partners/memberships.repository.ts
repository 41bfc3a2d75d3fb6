import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { restaurantMembers } from '../../db/schema/partners.ts';

export type MembershipRole = (typeof restaurantMembers.$inferSelect)['role'];

/** Which restaurants a partner runs: the object-level check of every partner route. */
export function createMembershipsRepository(db: Db) {
  return {
    async restaurantsOf(userId: number) {
      return db
        .select({ id: restaurants.id, name: restaurants.name, role: restaurantMembers.role })
        .from(restaurantMembers)
        .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
        .where(eq(restaurantMembers.userId, userId))
        .orderBy(restaurants.name, restaurants.id);
    },

    async roleIn(userId: number, restaurantId: number): Promise<MembershipRole | undefined> {
      const [row] = await db
        .select({ role: restaurantMembers.role })
        .from(restaurantMembers)
        .where(and(eq(restaurantMembers.userId, userId), eq(restaurantMembers.restaurantId, restaurantId)));
      return row?.role;
    },

    async add(userId: number, restaurantId: number, role: MembershipRole): Promise<void> {
      await db.insert(restaurantMembers).values({ userId, restaurantId, role }).onConflictDoNothing();
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
