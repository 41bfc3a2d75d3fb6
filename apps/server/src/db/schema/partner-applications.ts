import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DocumentsDraft, InfoDraft, MenuDraft } from '@railbite/contract/partner-application';
import type {
  DocumentsPartial,
  InfoPartial,
  MenuPartial,
} from '@railbite/contract/partner-application-partial';
import {
  applicationFileKinds,
  applicationStatuses,
  applicationSteps,
  paymentCycles,
} from '@railbite/contract/partner-application-rules';
import { restaurants } from './catalog.ts';
import { users } from './users.ts';

export const partnerApplicationStatusEnum = pgEnum('partner_application_status', applicationStatuses);
export const partnerApplicationStepEnum = pgEnum('partner_application_step', applicationSteps);
export const partnerApplicationFileKindEnum = pgEnum('partner_application_file_kind', applicationFileKinds);
export const paymentCycleEnum = pgEnum('payment_cycle', paymentCycles);

/**
 * A restaurant partner application (issue 19, ADR 034). Each step's draft is the contract schema's
 * output as JSON (null until saved); the contract columns are set when the applicant signs, which
 * submits it. The review columns are the admin's (changes requested on one step with a note, or
 * rejected with a reason); `restaurant_id` is the restaurant approval created.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: partnerApplicationStatusEnum('status').notNull().default('draft'),
    info: jsonb('info').$type<InfoDraft>(),
    documents: jsonb('documents').$type<DocumentsDraft>(),
    menu: jsonb('menu').$type<MenuDraft>(),
    /**
     * What was typed on each step since it was last saved whole (ADR 038), to continue on another
     * device; null when nothing is. Never read by the gates: a partial step is not a saved step.
     */
    infoPartial: jsonb('info_partial').$type<InfoPartial>(),
    documentsPartial: jsonb('documents_partial').$type<DocumentsPartial>(),
    menuPartial: jsonb('menu_partial').$type<MenuPartial>(),
    /** Chosen when the code is asked for; the signature must name the same. */
    commissionRate: smallint('commission_rate'),
    paymentCycle: paymentCycleEnum('payment_cycle'),
    contractVersion: text('contract_version'),
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    reviewStep: partnerApplicationStepEnum('review_step'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    restaurantId: bigint('restaurant_id', { mode: 'number' }).references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One open application per account; approved and rejected ones stay as history.
    uniqueIndex('partner_applications_one_open_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('draft', 'submitted', 'changes_requested')`),
    index('partner_applications_status_idx').on(table.status, table.submittedAt),
  ],
);

/**
 * Uploaded documents and dish photos, stored through the FileStore under `storage_key`. The type is
 * what the bytes are (magic numbers), never the name's extension.
 */
export const partnerApplicationFiles = pgTable(
  'partner_application_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => partnerApplications.id, { onDelete: 'cascade' }),
    kind: partnerApplicationFileKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique('partner_application_files_storage_key_unique'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('partner_application_files_application_idx').on(table.applicationId)],
);

/** The contract's one-time codes: only a salted hash is kept (like password_reset_codes, ADR 026). */
export const partnerContractCodes = pgTable(
  'partner_contract_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => partnerApplications.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, when tries ran out, or when a newer code replaced it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('partner_contract_codes_application_idx').on(table.applicationId, table.createdAt)],
);
