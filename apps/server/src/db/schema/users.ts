import { bigint, date, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const roleTypeEnum = pgEnum('role_type', ['customer', 'partner', 'admin']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  firstName: text('first_name').notNull(),
  /** Normal form: the bare 10 digits (see contract/mobile). */
  mobile: text('mobile').notNull().unique('users_mobile_unique'),
  /** Stored lower-case, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique('users_email_unique'),
  passwordHash: text('password_hash').notNull(),
  roleType: roleTypeEnum('role_type').notNull().default('customer'),
  /** Profile details the customer may add on /account-setting; both optional. */
  gender: genderEnum('gender'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
