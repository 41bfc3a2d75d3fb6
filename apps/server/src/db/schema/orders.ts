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
    totalPaise: integer('total_paise').notNull(),
    // Delivery instructions (SPEC.md §3 init-order request).
    directionToReach: text('direction_to_reach').notNull().default(''),
    avoidCalling: boolean('avoid_calling').notNull().default(false),
    leaveAtDoor: boolean('leave_at_door').notNull().default(false),
    avoidRingingBell: boolean('avoid_ringing_bell').notNull().default(false),
    leaveAtSecurity: boolean('leave_at_security').notNull().default(false),
    deliverTimeMin: smallint('deliver_time_min').notNull(),
    deliverTimeMax: smallint('deliver_time_max').notNull(),
    /** Hash of the priced cart and checkout choices: a repeat of the same checkout reuses this order. */
    checkoutFingerprint: text('checkout_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('orders_total_positive', sql`${table.totalPaise} > 0`),
    check('orders_tip_range', sql`${table.tipPaise} >= 0`),
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

/** Every status an order has been in, oldest first. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.at)],
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
    gatewayRef: text('gateway_ref').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: paymentStateEnum('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_gateway_ref_unique').on(table.gateway, table.gatewayRef),
    index('payments_order_idx').on(table.orderId),
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
