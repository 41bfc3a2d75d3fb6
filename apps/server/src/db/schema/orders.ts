import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { menuItems, restaurants } from './catalog.ts';
import { users } from './users.ts';

/** SPEC.md §4 order status values, stored lower-case. */
export const orderStatusEnum = pgEnum('order_status', [
  'payment processing',
  'payment failed',
  'pending',
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
  'cancelled',
  'rejected',
]);

export const orders = pgTable(
  'orders',
  {
    /** Opaque and non-guessable: `ORD` + 12 random URL-safe characters. */
    id: text('id').primaryKey(),
    /** Null once the customer erased their account: the order stays for accounting, anonymised. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    restaurantId: bigint('restaurant_id', { mode: 'number' })
      .notNull()
      .references(() => restaurants.id),
    restaurantName: text('restaurant_name').notNull(),
    restaurantImagePath: text('restaurant_image_path').notNull(),
    status: orderStatusEnum('status').notNull(),
    /** The delivery address as it was when the order was placed. */
    addressId: bigint('address_id', { mode: 'number' }),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryLatitude: doublePrecision('delivery_latitude').notNull(),
    deliveryLongitude: doublePrecision('delivery_longitude').notNull(),
    // Every charge of the spec's history entry, in paise.
    menuTotalPaise: integer('menu_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    subTotalPaise: integer('sub_total_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    rainFeesPaise: integer('rain_fees_paise').notNull().default(0),
    tipPaise: integer('tip_paise').notNull().default(0),
    gstPaise: integer('gst_paise').notNull(),
    restaurantChargesPaise: integer('restaurant_charges_paise').notNull().default(0),
    handlingChargesPaise: integer('handling_charges_paise').notNull().default(0),
    smallCartFeesPaise: integer('small_cart_fees_paise').notNull().default(0),
    platformFeesPaise: integer('platform_fees_paise').notNull(),
    /** The restaurant's offer as this order applied it (ADR 021): what it took off and its text then. */
    offerDiscountPaise: integer('offer_discount_paise').notNull().default(0),
    offerText: text('offer_text'),
    totalPaise: integer('total_paise').notNull(),
    // Delivery instructions (SPEC.md §3 init-order request).
    directionToReach: text('direction_to_reach').notNull().default(''),
    avoidCalling: boolean('avoid_calling').notNull().default(false),
    leaveAtDoor: boolean('leave_at_door').notNull().default(false),
    avoidRingingBell: boolean('avoid_ringing_bell').notNull().default(false),
    leaveAtSecurity: boolean('leave_at_security').notNull().default(false),
    deliverTimeMin: smallint('deliver_time_min').notNull(),
    deliverTimeMax: smallint('deliver_time_max').notNull(),
    /**
     * The delivery window promised when the payment confirmed the order: that moment plus the
     * deliverTime range computed at checkout from the distance (ADR 024).
     */
    promisedFrom: timestamp('promised_from', { withTimezone: true }),
    promisedBy: timestamp('promised_by', { withTimezone: true }),
    /** Set when the payment confirms the order: the restaurant must accept by then (issue 16). */
    acceptBy: timestamp('accept_by', { withTimezone: true }),
    /** The restaurant's preparation estimate, given when it accepts. */
    preparationMinutes: smallint('preparation_minutes'),
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Who carries the order, as the restaurant entered it when handing it over. */
    deliveryPersonName: text('delivery_person_name'),
    deliveryPersonPhone: text('delivery_person_phone'),
    /** Why the order was rejected or cancelled (a code of the fixed lists in the contract). */
    statusReason: text('status_reason'),
    /** Hash of the priced cart and checkout choices: a repeat of the same checkout reuses this order. */
    checkoutFingerprint: text('checkout_fingerprint').notNull(),
    /**
     * The checkout attempts of one cart share this id (the first attempt's order id): a failed or
     * replaced attempt and the one paid after it are one order to the customer (ADR 022).
     */
    checkoutGroupId: text('checkout_group_id').notNull(),
    /** When the verified payment placed the order; null for a checkout attempt never paid (ADR 022). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    // Order history reads the attempts of the groups on its page.
    index('orders_checkout_group_idx').on(table.checkoutGroupId),
    // The partner board: a restaurant's orders, newest first.
    index('orders_restaurant_created_idx').on(table.restaurantId, table.createdAt.desc()),
    // The accept-timeout sweep reads only confirmed orders, oldest deadline first.
    index('orders_accept_by_idx')
      .on(table.acceptBy)
      .where(sql`${table.status} = 'confirmed'`),
    check('orders_total_positive', sql`${table.totalPaise} > 0`),
    check('orders_tip_range', sql`${table.tipPaise} >= 0`),
    check(
      'orders_offer_discount',
      sql`${table.offerDiscountPaise} >= 0 and (${table.offerDiscountPaise} = 0) = (${table.offerText} is null)`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    menuItemId: bigint('menu_item_id', { mode: 'number' }).references(() => menuItems.id, {
      onDelete: 'set null',
    }),
    itemName: text('item_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    finalPricePaise: integer('final_price_paise').notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

export const orderActorEnum = pgEnum('order_actor', ['customer', 'partner', 'admin', 'system', 'payment']);

/**
 * Every status an order has been in, oldest first: one row per transition, with who made it. The id
 * is the live-update sequence (SSE `id:`), so a stream resumes after the last id it sent.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Copied from the order so a partner's board stream reads its events by one index. */
    restaurantId: bigint('restaurant_id', { mode: 'number' }).notNull(),
    fromStatus: orderStatusEnum('from_status'),
    status: orderStatusEnum('status').notNull(),
    actor: orderActorEnum('actor').notNull(),
    /** The user who made the change (customer, partner or admin); null for the system and payments. */
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When the notifier planned this event's messages (ADR 032); null while it has still to. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.id),
    index('order_events_restaurant_idx').on(table.restaurantId, table.id),
    index('order_events_to_notify_idx')
      .on(table.id)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

export const paymentStateEnum = pgEnum('payment_state', ['pending', 'completed', 'failed', 'superseded']);

export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /**
     * The gateway's reference and hosted page; null while the gateway is being asked for them (the
     * checkout decides on the order first, then calls the gateway, ADR 018).
     */
    gatewayRef: text('gateway_ref'),
    redirectUrl: text('redirect_url'),
    amountPaise: integer('amount_paise').notNull(),
    state: paymentStateEnum('state').notNull(),
    /**
     * When the reconciliation sweep next asks the gateway about this payment, and how often it has: set
     * until the gateway reports it final (a superseded payment too, until it can no longer take money).
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: smallint('check_attempts').notNull().default(0),
    /** Set when something about the payment needs a person (an amount that did not match the order). */
    reviewReason: text('review_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_gateway_ref_unique').on(table.gateway, table.gatewayRef),
    index('payments_order_idx').on(table.orderId),
    index('payments_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
  ],
);

/** Verified gateway events, once each: a redelivered event finds its id taken and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    state: text('state').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    source: text('source').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('payment_events_gateway_event_unique').on(table.gateway, table.eventId)],
);

/** Idempotency-Key records for init-order: same key + same body → the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request with this key is still being processed. */
    response: jsonb('response'),
    statusCode: smallint('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const refundStateEnum = pgEnum('refund_state', ['pending', 'succeeded', 'failed']);

/**
 * Money going back (ARCHITECTURE.md "Order lifecycle"): one row per refund, created in the transaction
 * that makes it due, and retried by the sweep until the gateway confirms. The idempotency key is also
 * the refund id sent to the gateway, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique('refunds_idempotency_key_unique'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    state: refundStateEnum('state').notNull(),
    gatewayRef: text('gateway_ref'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the notifier planned the "refund done" messages (ADR 032); null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_to_notify_idx')
      .on(table.id)
      .where(sql`${table.state} = 'succeeded' and ${table.notifiedAt} is null`),
    index('refunds_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);
