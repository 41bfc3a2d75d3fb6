/**
 * Constants of the restaurant partner application (issue 19; SPEC.md §2 "Restaurant onboarding", §9
 * contract constants). Zod-free, so the web's step pages can read them without the schemas.
 */

/**
 * Where an application stands. `draft`: being filled in by the applicant; `submitted`: signed and
 * waiting for an admin; `changes_requested`: an admin sent it back with a note on one step (the
 * applicant edits, then submits again); `approved` and `rejected` are final.
 */
export const applicationStatuses = [
  'draft',
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses in which the applicant may still change the steps. */
export const editableApplicationStatuses = [
  'draft',
  'changes_requested',
] as const satisfies readonly ApplicationStatus[];

/** The four steps, in order: each needs the ones before it saved. */
export const applicationSteps = ['info', 'documents', 'menu', 'contract'] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

/** Uploaded files: three documents, and dish photos for the menu. */
export const applicationFileKinds = ['fssai_certificate', 'pan_card', 'bank_proof', 'dish_photo'] as const;
export type ApplicationFileKind = (typeof applicationFileKinds)[number];

/** Files are checked by their bytes; photos may not be PDFs. */
export const applicationFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ApplicationFileType = (typeof applicationFileTypes)[number];
export const dishPhotoTypes = ['image/jpeg', 'image/png'] as const satisfies readonly ApplicationFileType[];
export const applicationFileMaxBytes = 5 * 1024 * 1024;
/** The largest half-typed step the server keeps (the body of PUT steps/:step/partial). */
export const applicationPartialMaxBytes = 64 * 1024;

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

/** SPEC.md §9 Contract mock constants. */
export const commissionRates = [18, 20, 22, 25] as const;
export type CommissionRate = (typeof commissionRates)[number];
export const paymentCycles = ['weekly', 'biweekly', 'monthly'] as const;
export type PaymentCycle = (typeof paymentCycles)[number];
export const defaultCommissionRate: CommissionRate = 20;
export const defaultPaymentCycle: PaymentCycle = 'weekly';
export const defaultOpenTime = '09:00';
export const defaultCloseTime = '23:00';
export const defaultMinimumOrder = 99;

export const applicationLimits = {
  restaurantName: 80,
  deliveryCities: 10,
  cityName: 60,
  cuisines: 5,
  /** Cost for two and minimum order, in whole rupees. */
  costForTwo: { min: 50, max: 10_000 },
  minimumOrder: { min: 0, max: 5_000 },
  categories: 30,
  categoryName: 60,
  dishesPerCategory: 100,
  dishName: 80,
  dishDescription: 300,
  /** A dish's price in rupees, at most two decimals. */
  dishPrice: { min: 1, max: 10_000 },
  reviewNote: 1_000,
} as const;

/** The contract's one-time code (ARCHITECTURE.md "Partners and admin"). */
export const contractOtpRules = {
  digits: 6,
  expiresInMinutes: 10,
  maxWrongTries: 5,
  /** A new code only after this long… */
  resendAfterSeconds: 60,
  /** …and at most this many codes an hour. */
  maxCodesPerHour: 5,
} as const;
