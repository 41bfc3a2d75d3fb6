import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = PaymentRow['state'];

export function createOrderPaymentsRepository(db: Db) {
  return {
    /** The payment a gateway reference names, locked for the rest of the transaction. */
    async lockPayment(gateway: string, gatewayRef: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, gatewayRef)))
        .for('update');
      return row;
    },

    async lockPaymentById(paymentId: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    /** Records an event once; false when this event id was seen before (a redelivery). */
    async recordEvent(event: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    async setEventOutcome(gateway: string, eventId: string, outcome: string): Promise<void> {
      await db
        .update(paymentEvents)
        .set({ outcome })
        .where(and(eq(paymentEvents.gateway, gateway), eq(paymentEvents.eventId, eventId)));
    },

    async setPaymentState(paymentId: number, state: PaymentState, now: Date): Promise<void> {
      await db.update(payments).set({ state, updatedAt: now }).where(eq(payments.id, paymentId));
    },

    /**
     * Records the gateway's reference and page on a payment the checkout has just started. Answers the
     * payment's state then: a newer checkout or the sweep may have given up on it meanwhile.
     */
    async attachGatewayPayment(
      paymentId: number,
      attached: { gatewayRef: string; redirectUrl: string; nextCheckAt: Date; now: Date },
    ): Promise<PaymentState | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          gatewayRef: attached.gatewayRef,
          redirectUrl: attached.redirectUrl,
          nextCheckAt: attached.nextCheckAt,
          updatedAt: attached.now,
        })
        .where(and(eq(payments.id, paymentId), isNull(payments.gatewayRef)))
        .returning({ state: payments.state });
      return row?.state;
    },

    /** When the reconciliation sweep asks the gateway next (null: never again, the gateway is done). */
    async scheduleCheck(paymentId: number, at: Date | null): Promise<void> {
      await db.update(payments).set({ nextCheckAt: at }).where(eq(payments.id, paymentId));
    },

    async flagForReview(paymentId: number, reason: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ reviewReason: reason, updatedAt: now })
        .where(eq(payments.id, paymentId));
    },

    /**
     * Takes this gateway's payments whose check is due, skipping rows another sweeper holds, and moves
     * their next check a lease ahead, so a sweeper that dies mid-check leaves them to the next run.
     */
    async claimDueChecks(gateway: string, now: Date, limit: number, leaseMs: number): Promise<PaymentRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.gateway, gateway), lte(payments.nextCheckAt, now)))
          .orderBy(payments.nextCheckAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(payments)
          .set({
            nextCheckAt: new Date(now.getTime() + leaseMs),
            checkAttempts: sql`${payments.checkAttempts} + 1`,
          })
          .where(
            inArray(
              payments.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },
  };
}

export type OrderPaymentsRepository = ReturnType<typeof createOrderPaymentsRepository>;
