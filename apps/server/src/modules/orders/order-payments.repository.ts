import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = PaymentRow['state'];

/** A time for a placeholder outside VALUES, which drizzle passes on unconverted. */
const isoTime = (at: Date | null) => at?.toISOString() ?? null;

export function createOrderPaymentsRepository(db: Db) {
  // Every checkout runs these two (ADR 010: named statements, built once per repository).
  const prepared = preparedOnce();
  const attach = prepared('payments_attach_gateway', () =>
    db
      .update(payments)
      .set({
        gatewayRef: sql`${sql.placeholder('gatewayRef')}`,
        redirectUrl: sql`${sql.placeholder('redirectUrl')}`,
        nextCheckAt: sql`${sql.placeholder('nextCheckAt')}`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(and(eq(payments.id, sql.placeholder('paymentId')), isNull(payments.gatewayRef)))
      .returning({ state: payments.state }),
  );
  const schedule = prepared('payments_schedule_check', () =>
    db
      .update(payments)
      .set({ nextCheckAt: sql`${sql.placeholder('at')}` })
      .where(eq(payments.id, sql.placeholder('paymentId'))),
  );

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
      const [row] = await attach().execute({
        paymentId,
        gatewayRef: attached.gatewayRef,
        redirectUrl: attached.redirectUrl,
        nextCheckAt: isoTime(attached.nextCheckAt),
        now: isoTime(attached.now),
      });
      return row?.state;
    },

    /** When the reconciliation sweep asks the gateway next (null: never again, the gateway is done). */
    async scheduleCheck(paymentId: number, at: Date | null): Promise<void> {
      await schedule().execute({ paymentId, at: isoTime(at) });
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
