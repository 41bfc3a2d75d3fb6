import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/orders.ts';

export type PaymentState = (typeof payments.$inferSelect)['state'];

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
  };
}
