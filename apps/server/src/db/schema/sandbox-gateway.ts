import { integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxPaymentStateEnum = pgEnum('sandbox_payment_state', ['pending', 'completed', 'failed']);

/**
 * The embedded test gateway's own records (what a real gateway keeps on its side). Only the sandbox
 * gateway reads or writes them; the order service sees them through the PaymentGateway interface.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  returnUrl: text('return_url').notNull(),
  state: sandboxPaymentStateEnum('state').notNull(),
  method: text('method'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
