import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/orders.ts';
import { createOrderTransitionsRepository } from './order-transitions.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;
/** A refund the sweep is sending, with the payment it returns money from. */
export type DueRefund = RefundRow & { payment: { gatewayRef: string; amountPaise: number } };

/** One refund per payment: whatever makes it due (a rejection, a late payment), the key is the same. */
export const refundKeyOf = (paymentId: number) => `refund-${String(paymentId)}-full`;

export function createRefundsRepository(db: Db) {
  /**
   * Makes a refund of a payment due, once: the key is per payment, so a second call (a retried
   * transition, a replayed event) finds it and adds nothing. The sweep sends it.
   */
  async function enqueueRefund(input: {
    orderId: string;
    paymentId: number;
    amountPaise: number;
    reason: string;
    now: Date;
  }) {
    const [row] = await db
      .insert(refunds)
      .values({
        orderId: input.orderId,
        paymentId: input.paymentId,
        idempotencyKey: refundKeyOf(input.paymentId),
        amountPaise: input.amountPaise,
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
    enqueueRefund,

    /** The full refund of the order's paid payment, when it has one (an unpaid order has nothing to return). */
    async enqueueFullRefundOfOrder(input: { orderId: string; reason: string; now: Date }) {
      const [paid] = await db
        .select({ id: payments.id, amountPaise: payments.amountPaise })
        .from(payments)
        .where(and(eq(payments.orderId, input.orderId), eq(payments.state, 'completed')))
        .limit(1);
      if (!paid) return undefined;
      return enqueueRefund({ ...input, paymentId: paid.id, amountPaise: paid.amountPaise });
    },

    async refundsOf(orderId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
    },

    /** The refunds of a page of orders, oldest first within each. */
    async refundsOfOrders(orderIds: readonly string[]): Promise<RefundRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]))
        .orderBy(refunds.id);
    },

    /**
     * Takes pending refunds due now on this gateway, skipping rows another sweeper holds, counts the
     * attempt and moves the next one a lease ahead: a sweeper that dies mid-call leaves the refund to a
     * later run, which asks the gateway under the same refund id before sending anything again.
     */
    async claimDue(gateway: string, now: Date, limit: number, leaseMs: number): Promise<DueRefund[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: refunds.id, gatewayRef: payments.gatewayRef, paidPaise: payments.amountPaise })
          .from(refunds)
          .innerJoin(payments, eq(payments.id, refunds.paymentId))
          .where(
            and(eq(refunds.state, 'pending'), lte(refunds.nextAttemptAt, now), eq(payments.gateway, gateway)),
          )
          .orderBy(refunds.nextAttemptAt)
          .limit(limit)
          .for('update', { of: refunds, skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(refunds)
          .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
          .where(
            inArray(
              refunds.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return claimed.flatMap((refund) => {
          const payment = due.find((row) => row.id === refund.id);
          // Only completed payments are refunded, and those always have their gateway reference.
          return payment?.gatewayRef
            ? [{ ...refund, payment: { gatewayRef: payment.gatewayRef, amountPaise: payment.paidPaise } }]
            : [];
        });
      });
    },

    /**
     * What one attempt learnt, kept only if no later attempt has claimed the refund since (`attempts`
     * is the claim's count) and it is still pending: a slow sweeper never overwrites a newer answer.
     */
    async recordAttempt(
      refundId: number,
      attempt: number,
      result: {
        state: RefundRow['state'];
        gatewayRef?: string | null;
        lastError: string | null;
        nextAttemptAt: Date | null;
        now: Date;
      },
    ): Promise<boolean> {
      const stateChanged = result.state !== 'pending';
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(refunds)
          .set({
            state: result.state,
            lastError: result.lastError,
            nextAttemptAt: result.nextAttemptAt,
            ...(result.gatewayRef ? { gatewayRef: result.gatewayRef } : {}),
            // What the customer reads as "updated": when the refund last changed, not each attempt.
            ...(stateChanged ? { updatedAt: result.now } : {}),
          })
          .where(and(eq(refunds.id, refundId), eq(refunds.attempts, attempt), eq(refunds.state, 'pending')))
          .returning({ id: refunds.id, orderId: refunds.orderId });
        const [settled] = updated;
        if (!settled) return false;
        // The customer's page and the kitchen's board show the refund's state: tell them it moved.
        if (stateChanged)
          await createOrderTransitionsRepository(tx).recordInPlace({
            orderId: settled.orderId,
            reason: `refund ${result.state}`,
            at: result.now,
          });
        return true;
      });
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
