import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedOnce } from '../../../db/prepared-statements.ts';
import { sandboxPayments, sandboxRefunds } from '../../../db/schema/sandbox-gateway.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;
type NewSandboxRefund = Omit<typeof sandboxRefunds.$inferInsert, 'state'>;
type NewSandboxPayment = Pick<
  SandboxPayment,
  'ref' | 'merchantOrderId' | 'amountPaise' | 'returnUrl' | 'cancelUrl' | 'state' | 'createdAt'
>;

export function createSandboxRepository(db: Db) {
  // Every checkout inserts a payment and closes the one it supersedes: prepared once (ADR 010).
  const prepared = preparedOnce();
  const insertPayment = prepared('sandbox_insert_payment', () =>
    db.insert(sandboxPayments).values({
      ref: sql.placeholder('ref'),
      merchantOrderId: sql.placeholder('merchantOrderId'),
      amountPaise: sql.placeholder('amountPaise'),
      returnUrl: sql.placeholder('returnUrl'),
      cancelUrl: sql.placeholder('cancelUrl'),
      state: sql.placeholder('state'),
      createdAt: sql.placeholder('createdAt'),
    }),
  );
  const expirePending = prepared('sandbox_expire_pending', () =>
    db
      .update(sandboxPayments)
      // A placeholder in SET is passed as it comes, so the time goes in as ISO text.
      .set({ state: 'expired', completedAt: sql`${sql.placeholder('now')}` })
      .where(and(eq(sandboxPayments.ref, sql.placeholder('ref')), eq(sandboxPayments.state, 'pending')))
      .returning(),
  );

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
    async insert(payment: NewSandboxPayment): Promise<void> {
      await insertPayment().execute(payment);
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
      const [expired] = await expirePending().execute({ ref, now: now.toISOString() });
      return expired ?? find(ref);
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
