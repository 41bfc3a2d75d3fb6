import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const addressTypeEnum = pgEnum('address_type', ['HOME', 'WORK', 'OTHERS']);

/** Saved delivery addresses (SPEC.md §3, ADR 007). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: addressTypeEnum('address_type').notNull(),
    completeAddress: text('complete_address').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    pincode: text('pincode').notNull(),
    landmark: text('landmark'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    placeId: text('place_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    // The database itself refuses a second default per user, whatever the code does; the service
    // keeps "at least one" under a lock on the user's row.
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('addresses_pincode_six_digits', sql`${table.pincode} ~ '^[0-9]{6}$'`),
    check(
      'addresses_point_chosen',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180 and ${table.latitude} <> 0 and ${table.longitude} <> 0`,
    ),
  ],
);
