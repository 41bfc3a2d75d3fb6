import { and, eq, gt, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPayments, sandboxRefunds } from '../../../db/schema/sandbox-gateway.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;
type NewSandboxRefund = Omit<typeof sandboxRefunds.$inferInsert, 'state'>;

export function createSandboxRepository(db: Db) {
  async function find(ref: string): Promise<SandboxPayment | undefined> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row;
  }

  async function findRefund(merchantRefundId: string): Promise<SandboxRefund | undefined> {
    const [row] = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.merchantRefundId, merchantRefundId));
    return row;
  }

  return {
    async insert(payment: typeof sandboxPayments.$inferInsert): Promise<void> {
      await db.insert(sandboxPayments).values(payment);
    },

    find,
    findRefund,

    /**
     * Settles a pending payment once, while it is still open (created after `openSince`); answers the
     * row as it now is (settled earlier or just now, or left as it was).
     */
    async settle(
      ref: string,
      state: 'completed' | 'failed',
      method: string | null,
      now: Date,
      openSince: Date,
    ): Promise<SandboxPayment | undefined> {
      await db
        .update(sandboxPayments)
        .set({ state, method, completedAt: now })
        .where(
          and(
            eq(sandboxPayments.ref, ref),
            eq(sandboxPayments.state, 'pending'),
            gt(sandboxPayments.createdAt, openSince),
          ),
        );
      return find(ref);
    },

    /** Closes a pending payment for good (the merchant gave up on it); answers the row as it now is. */
    async expire(ref: string, now: Date): Promise<SandboxPayment | undefined> {
      await db
        .update(sandboxPayments)
        .set({ state: 'expired', completedAt: now })
        .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.state, 'pending')));
      return find(ref);
    },

    refundsOf(ref: string): Promise<SandboxRefund[]> {
      return db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentRef, ref))
        .orderBy(sandboxRefunds.createdAt);
    },

    /**
     * Records a refund once per merchant refund id, under the payment's row lock: it completes when the
     * payment was paid and still holds that much unrefunded, and fails otherwise. A repeated id answers
     * the refund as first recorded.
     */
    async refundOnce(refund: NewSandboxRefund): Promise<SandboxRefund> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.ref, refund.paymentRef))
          .for('update');
        if (!payment) throw new Error(`The sandbox has no payment ${refund.paymentRef}.`);
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.merchantRefundId, refund.merchantRefundId));
        if (earlier) return earlier;
        const [refunded] = await tx
          .select({ paise: sum(sandboxRefunds.amountPaise).mapWith(Number) })
          .from(sandboxRefunds)
          .where(
            and(eq(sandboxRefunds.paymentRef, refund.paymentRef), eq(sandboxRefunds.state, 'completed')),
          );
        const refundable = payment.state === 'completed' ? payment.amountPaise - (refunded?.paise ?? 0) : 0;
        const state = refund.amountPaise > 0 && refund.amountPaise <= refundable ? 'completed' : 'failed';
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({ ...refund, state })
          .returning();
        if (!row) throw new Error(`sandbox refund ${refund.merchantRefundId} was not recorded`);
        return row;
      });
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
