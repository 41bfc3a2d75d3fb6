import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** Keys are remembered for a day, like Stripe's; after that the same key starts a new request. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * How long a claimed key without an answer counts as in flight. A checkout takes seconds (the
 * gateway call is bounded well below this), so an older unanswered claim belongs to a request that
 * died with its server: a retry of the same request may take it over instead of answering 409 all day.
 */
export const idempotencyLeaseMs = 60 * 1000;

function ownClaim(userId: number, key: string, claimedAt: Date) {
  return and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.createdAt, claimedAt),
  );
}

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for this request; answers the earlier record when it was already claimed. One
     * statement claims a new key, takes over an expired one, or takes over the same request's claim
     * whose lease ran out unanswered (checkout's hot path). `now` identifies this claim afterwards.
     */
    async claim(userId: number, key: string, requestHash: string, now: Date) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { requestHash, createdAt: now, response: null, statusCode: null },
          setWhere: or(
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)),
            and(
              isNull(idempotencyKeys.statusCode),
              eq(idempotencyKeys.requestHash, requestHash),
              lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyLeaseMs)),
            ),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return { claimed: true as const };
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { claimed: false as const, existing };
    },

    /** Only while the claim is still this request's: a slow one overtaken by a retry changes nothing. */
    async complete(userId: number, key: string, claimedAt: Date, response: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ response, statusCode: 200 })
        .where(ownClaim(userId, key, claimedAt));
    },

    /** A refused request frees its key, so the client can retry once the problem is fixed. */
    async release(userId: number, key: string, claimedAt: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(ownClaim(userId, key, claimedAt));
    },
  };
}
