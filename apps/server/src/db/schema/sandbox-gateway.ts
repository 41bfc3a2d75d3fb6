import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxPaymentStateEnum = pgEnum('sandbox_payment_state', [
  'pending',
  'completed',
  'failed',
  'expired',
]);

/**
 * The embedded test gateway's own records (what a real gateway keeps on its side). Only the sandbox
 * gateway reads or writes them; the order service sees them through the PaymentGateway interface.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  returnUrl: text('return_url').notNull(),
  /** Where the payer goes to change their order instead (the merchant's cart); null on older rows. */
  cancelUrl: text('cancel_url'),
  state: sandboxPaymentStateEnum('state').notNull(),
  method: text('method'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const sandboxRefundStateEnum = pgEnum('sandbox_refund_state', ['completed', 'failed']);

/** Refunds the sandbox gateway has made, keyed by the merchant's refund id (idempotent per id). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    merchantRefundId: text('merchant_refund_id').primaryKey(),
    paymentRef: text('payment_ref')
      .notNull()
      .references(() => sandboxPayments.ref, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    state: sandboxRefundStateEnum('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_refunds_payment_idx').on(table.paymentRef)],
);
