import { bigint, boolean, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The five notification switches of /account-setting. No row means every switch is on (SPEC.md §2:
 * all on by default), so only customers who changed something have a row. Owned data: erased with
 * the account.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  offersAndPromotions: boolean('offers_and_promotions').notNull().default(true),
  restaurantUpdates: boolean('restaurant_updates').notNull().default(true),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
