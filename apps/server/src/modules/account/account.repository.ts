import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { NotificationPreferences } from '@railbite/contract/account';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notification-preferences.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { anonymiseOrdersOf } from '../orders/order-erasure.repository.ts';

export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'email' | 'mobile' | 'gender' | 'dateOfBirth'>
>;

/** Revokes every live session of the user except the one that made the change. */
async function endOtherSessions(tx: Db, userId: number, keepSessionId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export function createAccountRepository(db: Db) {
  return {
    async findPasswordHash(userId: number) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.passwordHash;
    },

    /** Other accounts already holding this email or mobile. */
    async findConflicts(
      userId: number,
      contact: { email?: string | undefined; mobile?: string | undefined },
    ) {
      const matches = [
        ...(contact.email === undefined ? [] : [eq(users.email, contact.email)]),
        ...(contact.mobile === undefined ? [] : [eq(users.mobile, contact.mobile)]),
      ];
      if (matches.length === 0) return [];
      return db
        .select({ email: users.email, mobile: users.mobile })
        .from(users)
        .where(and(ne(users.id, userId), or(...matches)));
    },

    /** With `endSessionsOtherThan`, every other live session ends in the same transaction. */
    async updateProfile(
      userId: number,
      changes: ProfileChanges,
      now: Date,
      options: { endSessionsOtherThan?: number | undefined } = {},
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, userId))
          .returning({
            name: users.firstName,
            email: users.email,
            mobile: users.mobile,
            roleType: users.roleType,
            gender: users.gender,
            dateOfBirth: users.dateOfBirth,
          });
        if (row && options.endSessionsOtherThan !== undefined) {
          await endOtherSessions(tx, userId, options.endSessionsOtherThan, now);
        }
        return row;
      });
    },

    /** New password; every other live session of the user ends in the same transaction. */
    async replacePassword(userId: number, passwordHash: string, keepSessionId: number, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await endOtherSessions(tx, userId, keepSessionId, now);
      });
    },

    /**
     * Erasure: the user row goes, and with it (ON DELETE CASCADE) everything the account owns —
     * sessions, cart, addresses, notification preferences. Kept orders reference users with ON DELETE
     * SET NULL; their delivery details are blanked first, in the same transaction (ADR 009).
     */
    async eraseUser(userId: number) {
      await db.transaction(async (tx) => {
        await anonymiseOrdersOf(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    async findNotificationPreferences(userId: number): Promise<NotificationPreferences | undefined> {
      const [row] = await db
        .select({
          orderUpdates: notificationPreferences.orderUpdates,
          offersAndPromotions: notificationPreferences.offersAndPromotions,
          restaurantUpdates: notificationPreferences.restaurantUpdates,
          email: notificationPreferences.email,
          sms: notificationPreferences.sms,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      return row;
    },

    async saveNotificationPreferences(userId: number, preferences: NotificationPreferences, now: Date) {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...preferences, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...preferences, updatedAt: now },
        });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
