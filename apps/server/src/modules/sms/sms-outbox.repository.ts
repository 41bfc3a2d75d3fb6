import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import type { SmsMessage } from './sms-sender.ts';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export function createSmsOutboxRepository(db: Db) {
  return {
    /** Queues a message once per key (a retried request queues nothing more); `tx` joins the caller's. */
    async enqueue(
      message: SmsMessage & { idempotencyKey: string; now: Date; sendBy: Date },
      tx: Db = db,
    ): Promise<void> {
      await tx
        .insert(smsOutbox)
        .values({
          idempotencyKey: message.idempotencyKey,
          purpose: message.purpose,
          toMobile: message.toMobile,
          variables: message.variables,
          body: message.body,
          createdAt: message.now,
          nextAttemptAt: message.now,
          sendBy: message.sendBy,
        })
        .onConflictDoNothing({ target: smsOutbox.idempotencyKey });
    },

    /**
     * Takes due messages, skipping rows another sweeper holds, and moves each one's next attempt a
     * lease ahead: a sweeper that dies mid-send leaves the message to a later run.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: smsOutbox.id })
          .from(smsOutbox)
          .where(and(eq(smsOutbox.state, 'pending'), lte(smsOutbox.nextAttemptAt, now)))
          .orderBy(smsOutbox.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(smsOutbox)
          .set({
            attempts: sql`${smsOutbox.attempts} + 1`,
            nextAttemptAt: new Date(now.getTime() + leaseMs),
          })
          .where(
            inArray(
              smsOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** What one attempt came to, kept only if no later claim has taken the message since. */
    async recordAttempt(
      id: number,
      attempt: number,
      result:
        | { state: 'sent'; sender: string; providerRef: string | null; keepText: boolean; now: Date }
        | { state: 'pending'; lastError: string; nextAttemptAt: Date }
        | { state: 'failed'; lastError: string },
    ): Promise<void> {
      const set =
        result.state === 'sent'
          ? {
              state: result.state,
              sender: result.sender,
              providerRef: result.providerRef,
              sentAt: result.now,
              nextAttemptAt: null,
              lastError: null,
              // Codes must not outlive their delivery in our database.
              ...(result.keepText ? {} : { variables: {}, body: '(sent; text removed)' }),
            }
          : result.state === 'pending'
            ? { lastError: result.lastError, nextAttemptAt: result.nextAttemptAt }
            : { state: result.state, lastError: result.lastError, nextAttemptAt: null };
      await db
        .update(smsOutbox)
        .set(set)
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.attempts, attempt), eq(smsOutbox.state, 'pending')));
    },

    /** The latest messages, to one mobile or to anyone, newest first (the development outbox). */
    async latest(limit: number, toMobile?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(toMobile === undefined ? undefined : eq(smsOutbox.toMobile, toMobile))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
