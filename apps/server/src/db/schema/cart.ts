import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { menuItems } from './catalog.ts';
import { users } from './users.ts';

/**
 * One row per customer who has used the cart. Every change locks it (`FOR UPDATE`), so concurrent
 * changes to one cart run one after another and none is lost.
 */
export const carts = pgTable('carts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The cart's lines. All of one restaurant: the cart service keeps that rule under the lock. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    menuItemId: bigint('menu_item_id', { mode: 'number' })
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.menuItemId] }),
    index('cart_items_menu_item_idx').on(table.menuItemId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
