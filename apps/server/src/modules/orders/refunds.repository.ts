import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/orders.ts';

export type RefundRow = typeof refunds.$inferSelect;

export function createRefundsRepository(db: Db) {
  /**
   * Makes the full refund of a completed payment due, once: the key is per payment, so a second
   * call (a retried transition, a replayed event) finds it and adds nothing. The sweep sends it.
   */
  async function enqueueFullRefund(input: { orderId: string; paymentId: number; reason: string; now: Date }) {
    const [payment] = await db
      .select({ amountPaise: payments.amountPaise })
      .from(payments)
      .where(and(eq(payments.id, input.paymentId), eq(payments.state, 'completed')));
    if (!payment) return undefined;
    const [row] = await db
      .insert(refunds)
      .values({
        orderId: input.orderId,
        paymentId: input.paymentId,
        idempotencyKey: `refund-${String(input.paymentId)}-full`,
        amountPaise: payment.amountPaise,
        reason: input.reason,
        state: 'pending',
        nextAttemptAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning();
    return row;
  }

  return {
    enqueueFullRefund,

    /** The same for the order's paid payment, when it has one (an unpaid order has nothing to return). */
    async enqueueFullRefundOfOrder(input: { orderId: string; reason: string; now: Date }) {
      const [paid] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, input.orderId), eq(payments.state, 'completed')))
        .limit(1);
      if (!paid) return undefined;
      return enqueueFullRefund({ ...input, paymentId: paid.id });
    },

    async refundsOf(orderId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
