import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** Keys are remembered for a day, like Stripe's; after that the same key starts a new request. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for this request; answers the earlier record when it was already claimed. One
     * statement claims a new key or takes over an expired one (checkout's hot path).
     */
    async claim(userId: number, key: string, requestHash: string, now: Date) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { requestHash, createdAt: now, response: null, statusCode: null },
          setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return { claimed: true as const };
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { claimed: false as const, existing };
    },

    async complete(userId: number, key: string, response: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ response, statusCode: 200 })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** A refused request frees its key, so the client can retry once the problem is fixed. */
    async release(userId: number, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },
  };
}
