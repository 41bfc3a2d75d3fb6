import { z } from 'zod';
import {
  applicationFileSchema,
  applicationStatusSchema,
  applicationStepSchema,
  documentsStoredSchema,
  infoStoredSchema,
  menuDraftSchema,
  signedContractSchema,
} from './partner-application.ts';
import { applicationLimits } from './partner-application-rules.ts';

/**
 * Admin review of restaurant partner applications (issue 19, ADR 035): admins only (403 for anyone
 * else). Approval creates the restaurant, its menu and the owner's membership in one transaction.
 */

/** The queue's tabs: a draft is the applicant's own business until it is submitted. */
export const reviewQueueStatuses = ['submitted', 'changes_requested', 'approved', 'rejected'] as const;
export type ReviewQueueStatus = (typeof reviewQueueStatuses)[number];

export const applicationQueueQuerySchema = z.strictObject({
  status: z
    .enum(reviewQueueStatuses, {
      message: 'status must be submitted, changes_requested, approved or rejected',
    })
    .default('submitted'),
});
export type ApplicationQueueQuery = z.output<typeof applicationQueueQuerySchema>;

export const applicationIdParamsSchema = z.strictObject({
  applicationId: z.coerce
    .number({ message: 'applicationId must be a number' })
    .int('applicationId must be a whole number')
    .positive('applicationId must be positive'),
});

export const applicationQueueItemSchema = z.strictObject({
  applicationId: z.number().int(),
  status: applicationStatusSchema,
  restaurantName: z.string().nullable(),
  ownerName: z.string().nullable(),
  city: z.string().nullable(),
  stationCode: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  /** Set once approved. */
  restaurantId: z.number().int().nullable(),
});
export type ApplicationQueueItem = z.infer<typeof applicationQueueItemSchema>;

export const applicationQueueResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(applicationQueueItemSchema),
});

/** One automatic check of what the applicant gave; the admin still decides. */
export const documentCheckSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  passed: z.boolean(),
  /** Why it failed, or what was checked. */
  detail: z.string(),
});
export type DocumentCheck = z.infer<typeof documentCheckSchema>;

export const reviewFileSchema = applicationFileSchema.extend({
  /** GET it as an attachment: the apply module's file path, which admins may read. */
  downloadUrl: z.string(),
});
export type ReviewFile = z.infer<typeof reviewFileSchema>;

export const applicationReviewSchema = z.strictObject({
  applicationId: z.number().int(),
  status: applicationStatusSchema,
  applicant: z.strictObject({ userId: z.number().int(), name: z.string(), mobile: z.string() }),
  info: infoStoredSchema.nullable(),
  documents: documentsStoredSchema.nullable(),
  menu: menuDraftSchema.nullable(),
  contract: signedContractSchema.nullable(),
  files: z.array(reviewFileSchema),
  checks: z.array(documentCheckSchema),
  review: z
    .strictObject({
      step: applicationStepSchema.nullable(),
      note: z.string(),
      reviewedAt: z.iso.datetime(),
    })
    .nullable(),
  restaurantId: z.number().int().nullable(),
  submittedAt: z.iso.datetime().nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

export const applicationReviewResponseSchema = z.strictObject({
  success: z.literal(true),
  data: applicationReviewSchema,
});

const reviewText = (what: string) =>
  z
    .string({ message: `Write ${what}` })
    .trim()
    .min(1, `Write ${what}`)
    .max(applicationLimits.reviewNote, `Keep it under ${String(applicationLimits.reviewNote)} characters`);

/** Sends the application back: the applicant sees the note on the step to fix. */
export const requestChangesBodySchema = z.strictObject({
  step: applicationStepSchema,
  note: reviewText('what the applicant should change'),
});
export type RequestChangesBody = z.infer<typeof requestChangesBodySchema>;

export const rejectApplicationBodySchema = z.strictObject({
  reason: reviewText('why the application is rejected'),
});
export type RejectApplicationBody = z.infer<typeof rejectApplicationBodySchema>;

export const approveApplicationBodySchema = z.strictObject({});
