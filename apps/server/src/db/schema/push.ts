import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A browser's Web Push subscription (ADR 032), one per device id (SPEC.md §3 `device_id`): a device
 * registered again by another login moves to that user. Owned data: erased with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull().unique('push_subscriptions_device_id_unique'),
    /** The push service's URL for this browser; one subscription belongs to one device. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.updatedAt)],
);

/**
 * The VAPID key pair generated once when none is configured (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY):
 * every instance signs with the same pair, and subscriptions made against it keep working.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('vapid_keys_single_row', sql`${table.id} = 1`)],
);

export const pushMessageStateEnum = pgEnum('push_message_state', ['pending', 'sent', 'failed']);

/** What the service worker shows (features/push/service worker): title, text, the page a tap opens. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * Web Push messages to send (ADR 032): one row per message and device, planned from the order events by
 * the notifier and sent by a sweep with a leased claim, so a crash neither loses nor doubles one.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The source (order event or refund), the channel and the device: planned once, whatever reruns. */
    idempotencyKey: text('idempotency_key').notNull().unique('push_outbox_idempotency_key_unique'),
    /** Gone with its subscription: a device the push service no longer knows gets nothing more. */
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    state: pushMessageStateEnum('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Order news later than this is no use: the message is given up instead. */
    sendBy: timestamp('send_by', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('push_outbox_subscription_idx').on(table.subscriptionId),
  ],
);
