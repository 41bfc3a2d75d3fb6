import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@railbite/contract/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A person signs in on a few browsers; older registrations beyond this are dropped. */
export const devicesPerUser = 10;

export function createPushSubscriptionsRepository(db: Db) {
  return {
    /**
     * Stores this device's subscription for the user. The device id and the endpoint each name one
     * browser: a registration takes both over from whoever held them (a shared computer's next login),
     * so a message never reaches the previous account's person.
     */
    async register(userId: number, deviceId: string, subscription: PushSubscriptionJson, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, subscription.endpoint),
              ne(pushSubscriptions.deviceId, deviceId),
            ),
          );
        const values = {
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          updatedAt: now,
        };
        await tx
          .insert(pushSubscriptions)
          .values({ ...values, deviceId, createdAt: now })
          .onConflictDoUpdate({ target: pushSubscriptions.deviceId, set: values });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
          .limit(devicesPerUser);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
      });
    },

    /** Every device of these users, to plan one message per device. */
    async forUsers(userIds: readonly number[], tx: Db = db): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    async byId(id: number): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    /** The push service no longer knows it (404/410): its pending messages go with it. */
    async remove(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
