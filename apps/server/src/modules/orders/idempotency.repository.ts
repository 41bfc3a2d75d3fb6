import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
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
  // Every checkout with a key claims and completes it: named statements built once (ADR 010). A
  // placeholder outside VALUES is passed on unconverted, so times go in as ISO text.
  const prepared = preparedOnce();
  const claimKey = prepared('idempotency_claim', () =>
    db
      .insert(idempotencyKeys)
      .values({
        userId: sql.placeholder('userId'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          createdAt: sql`excluded.created_at`,
          response: null,
          statusCode: null,
        },
        setWhere: or(
          lt(idempotencyKeys.createdAt, sql.placeholder('expiredBefore')),
          and(
            isNull(idempotencyKeys.statusCode),
            eq(idempotencyKeys.requestHash, sql`excluded.request_hash`),
            lt(idempotencyKeys.createdAt, sql.placeholder('leaseEndedBefore')),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key }),
  );
  const completeClaim = prepared('idempotency_complete', () =>
    db
      .update(idempotencyKeys)
      .set({ response: sql`${sql.placeholder('response')}`, statusCode: 200 })
      .where(
        and(
          eq(idempotencyKeys.userId, sql.placeholder('userId')),
          eq(idempotencyKeys.key, sql.placeholder('key')),
          eq(idempotencyKeys.createdAt, sql.placeholder('claimedAt')),
        ),
      ),
  );

  return {
    /**
     * Claims the key for this request; answers the earlier record when it was already claimed. One
     * statement claims a new key, takes over an expired one, or takes over the same request's claim
     * whose lease ran out unanswered (checkout's hot path). `now` identifies this claim afterwards.
     */
    async claim(userId: number, key: string, requestHash: string, now: Date) {
      const claimed = await claimKey().execute({
        userId,
        key,
        requestHash,
        now,
        expiredBefore: new Date(now.getTime() - idempotencyKeyLifetimeMs).toISOString(),
        leaseEndedBefore: new Date(now.getTime() - idempotencyLeaseMs).toISOString(),
      });
      if (claimed.length > 0) return { claimed: true as const };
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { claimed: false as const, existing };
    },

    /** Only while the claim is still this request's: a slow one overtaken by a retry changes nothing. */
    async complete(userId: number, key: string, claimedAt: Date, response: unknown): Promise<void> {
      await completeClaim().execute({
        userId,
        key,
        claimedAt: claimedAt.toISOString(),
        response: JSON.stringify(response),
      });
    },

    /** A refused request frees its key, so the client can retry once the problem is fixed. */
    async release(userId: number, key: string, claimedAt: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(ownClaim(userId, key, claimedAt));
    },
  };
}
