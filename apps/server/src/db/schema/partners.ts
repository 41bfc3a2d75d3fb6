import { bigint, index, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './catalog.ts';
import { users } from './users.ts';

export const membershipRoleEnum = pgEnum('membership_role', ['owner', 'staff']);

/** Which partner accounts run which restaurants (ARCHITECTURE.md "Roles"). */
export const restaurantMembers = pgTable(
  'restaurant_members',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: bigint('restaurant_id', { mode: 'number' })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    role: membershipRoleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.restaurantId] }),
    index('restaurant_members_restaurant_idx').on(table.restaurantId),
  ],
);
