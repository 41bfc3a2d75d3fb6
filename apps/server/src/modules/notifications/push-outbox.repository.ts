import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push.ts';

export type PushOutboxRow = typeof pushOutbox.$inferSelect & {
  target: { endpoint: string; p256dh: string; auth: string };
};

export function createPushOutboxRepository(db: Db) {
  return {
    /**
     * Takes due messages, skipping rows another sweeper holds, and moves each one's next attempt a
     * lease ahead: a sweeper that dies mid-send leaves the message to a later run.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<PushOutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .where(and(eq(pushOutbox.state, 'pending'), lte(pushOutbox.nextAttemptAt, now)))
          .orderBy(pushOutbox.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(pushOutbox)
          .set({
            attempts: sql`${pushOutbox.attempts} + 1`,
            nextAttemptAt: new Date(now.getTime() + leaseMs),
          })
          .where(
            inArray(
              pushOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        const targets = await tx
          .select({
            id: pushSubscriptions.id,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((row) => row.subscriptionId))]));
        const byId = new Map(targets.map(({ id, ...target }) => [id, target]));
        return claimed.flatMap((row) => {
          const target = byId.get(row.subscriptionId);
          return target ? [{ ...row, target }] : [];
        });
      });
    },

    /** What one attempt came to, kept only if no later claim has taken the message since. */
    async recordAttempt(
      id: number,
      attempt: number,
      result:
        | { state: 'sent'; now: Date }
        | { state: 'pending'; lastError: string; nextAttemptAt: Date }
        | { state: 'failed'; lastError: string },
    ): Promise<void> {
      const set =
        result.state === 'sent'
          ? { state: result.state, sentAt: result.now, nextAttemptAt: null, lastError: null }
          : result.state === 'pending'
            ? { lastError: result.lastError, nextAttemptAt: result.nextAttemptAt }
            : { state: result.state, lastError: result.lastError, nextAttemptAt: null };
      await db
        .update(pushOutbox)
        .set(set)
        .where(and(eq(pushOutbox.id, id), eq(pushOutbox.attempts, attempt), eq(pushOutbox.state, 'pending')));
    },
  };
}

export type PushOutboxRepository = ReturnType<typeof createPushOutboxRepository>;
