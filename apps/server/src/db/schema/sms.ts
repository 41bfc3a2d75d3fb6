import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const smsPurposeEnum = pgEnum('sms_purpose', [
  'password_reset',
  'order_update',
  'partner_contract',
  'delivery_code',
  'partner_decision',
]);
export const smsStateEnum = pgEnum('sms_state', ['pending', 'sent', 'failed']);

/**
 * Text messages to send (ADR 026): a row per message, sent by a sweep any instance can run, so a crash
 * neither loses nor doubles one. `variables` fill the provider's registered template (Indian DLT
 * rules); `body` is the same message as we word it, for the development outbox and the logs.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique('sms_outbox_idempotency_key_unique'),
    purpose: smsPurposeEnum('purpose').notNull(),
    /** The bare 10-digit Indian mobile (contract/mobile). */
    toMobile: text('to_mobile').notNull(),
    /** Cleared once a real provider has the message: a code must not outlive its delivery here. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    state: smsStateEnum('state').notNull().default('pending'),
    /** Which sender took it (`development` or a provider name), and the provider's reference. */
    sender: text('sender'),
    providerRef: text('provider_ref'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A message still unsent then is given up (a code that has expired is no use to anyone). */
    sendBy: timestamp('send_by', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_outbox_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('sms_outbox_to_mobile_idx').on(table.toMobile, table.createdAt),
  ],
);

/** A one-time code to set a new password (ADR 026): only its hash is kept. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the row's salt and the code; the salt makes equal codes hash apart. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code replaced it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId, table.createdAt)],
);
