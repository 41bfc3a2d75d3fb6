import { z } from 'zod';
import { addressFieldsSchema, pointInIndiaCheck } from './addresses.ts';
import { emailSchema, indianMobileSchema, personNameSchema } from './auth.ts';
import { clockTimeSchema } from './opening-hours.ts';
import {
  bankAccountProblem,
  fssaiApplicationProblem,
  fssaiProblem,
  gstinProblem,
  ifscProblem,
  licenceExpiryProblem,
  normalizeId,
  panProblem,
} from './indian-id-rules.ts';
import {
  applicationFileKinds,
  applicationFileTypes,
  applicationLimits as limits,
  applicationStatuses,
  applicationSteps,
  commissionRates,
  paymentCycles,
  weekDays,
} from './partner-application-rules.ts';
import { fileId, menuDraftSchema, requiredText } from './partner-application-menu.ts';
import { applicationPartialsSchema } from './partner-application-partial.ts';

export { menuCategorySchema, menuDishSchema, menuDraftSchema } from './partner-application-menu.ts';
export type { MenuCategory, MenuDish, MenuDraft } from './partner-application-menu.ts';

/**
 * The restaurant partner application (issue 19; ARCHITECTURE.md "Partners and admin"). Each step is
 * saved whole as a draft on the server (PUT), validated by its schema here, so a partner can continue
 * on another device. The 30-day licence rule needs today's date: `documentsDraftSchemaOn(today)`.
 */

const clockTime = clockTimeSchema;

/**
 * Opening hours. Closing earlier than opening means the kitchen closes after midnight (22:00–02:00);
 * only equal times are refused.
 */
export const openingSlotSchema = z
  .strictObject({ openTime: clockTime, closeTime: clockTime })
  .refine((slot) => slot.openTime !== slot.closeTime, {
    path: ['closeTime'],
    message: 'Opening and closing times must differ',
  });
export type OpeningSlot = z.infer<typeof openingSlotSchema>;

const wholeRupees = (label: string, bounds: { min: number; max: number }) =>
  z
    .number({ message: `Enter the ${label}` })
    .int(`The ${label} is in whole rupees`)
    .min(bounds.min, `The ${label} must be at least ₹${String(bounds.min)}`)
    .max(bounds.max, `The ${label} must be at most ₹${String(bounds.max)}`);

export const outletAddressSchema = addressFieldsSchema
  .omit({ addressType: true })
  .superRefine(pointInIndiaCheck);
export type OutletAddress = z.output<typeof outletAddressSchema>;

export const stationCodeSchema = z
  .string({ message: 'Choose the station you serve' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,5}$/, 'Choose the station you serve');

/** Text of a field that may not have parsed (cross-field rules run anyway; see `everyProblemAtOnce`). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Cross-field rules run even when a field of the step is wrong, so the form shows every problem in one
 * round rather than the next ones only after the first are fixed. They read the fields with `textOf`:
 * a field that failed may hold its raw input, or nothing.
 */
const everyProblemAtOnce = { when: () => true };

/** Step 1: who runs the kitchen, where it is, what it serves and when. */
export const infoDraftSchema = z
  .strictObject({
    ownerName: personNameSchema,
    restaurantName: requiredText('Restaurant name', limits.restaurantName),
    email: emailSchema,
    mobile: indianMobileSchema,
    whatsappOption: z.enum(['same', 'different']),
    /** Only with `different`; null otherwise. */
    differentWhatsapp: indianMobileSchema.nullable(),
    outlet: outletAddressSchema,
    /** A code from the stations data; the server checks it exists. */
    stationCode: stationCodeSchema,
    deliveryCities: z
      .array(requiredText('City', limits.cityName))
      .min(1, 'Add at least one city you deliver in')
      .max(limits.deliveryCities, `At most ${String(limits.deliveryCities)} cities`)
      .refine(
        (cities) => new Set(cities.map((city) => city.toLowerCase())).size === cities.length,
        'Each city once',
      ),
    /** Cuisine ids from the catalog; the server checks they exist. */
    cuisineIds: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one cuisine')
      .max(limits.cuisines, `At most ${String(limits.cuisines)} cuisines`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each cuisine once'),
    costForTwo: wholeRupees('cost for two', limits.costForTwo),
    minimumOrder: wholeRupees('minimum order', limits.minimumOrder),
    isPureVeg: z.boolean(),
    timingOption: z.enum(['same', 'separate']),
    workingDays: z
      .array(z.enum(weekDays))
      .min(1, 'Choose at least one working day')
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
    /** The hours of every working day (`same`), and the default of `separate`. */
    slot: openingSlotSchema,
    /** With `separate`: hours per working day (a day missing here uses `slot`). */
    daySlots: z.partialRecord(z.enum(weekDays), openingSlotSchema),
  })
  .superRefine((info, ctx) => {
    if (info.whatsappOption === 'different' && info.differentWhatsapp === null)
      ctx.addIssue({
        code: 'custom',
        path: ['differentWhatsapp'],
        message: 'Enter a valid 10-digit WhatsApp number',
      });
  }, everyProblemAtOnce);
export type InfoDraftInput = z.input<typeof infoDraftSchema>;

/** A stored step 1 as read back: the same fields in normal form, without transforms (responses). */
export const infoStoredSchema = z.strictObject({
  ownerName: z.string(),
  restaurantName: z.string(),
  email: z.string(),
  mobile: z.string(),
  whatsappOption: z.enum(['same', 'different']),
  differentWhatsapp: z.string().nullable(),
  outlet: z.strictObject({
    completeAddress: z.string(),
    area: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    pincode: z.string(),
    landmark: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    placeId: z.string().nullable(),
  }),
  stationCode: z.string(),
  deliveryCities: z.array(z.string()),
  cuisineIds: z.array(z.number().int()),
  costForTwo: z.number().int(),
  minimumOrder: z.number().int(),
  isPureVeg: z.boolean(),
  timingOption: z.enum(['same', 'separate']),
  workingDays: z.array(z.enum(weekDays)),
  slot: z.strictObject({ openTime: z.string(), closeTime: z.string() }),
  daySlots: z.partialRecord(
    z.enum(weekDays),
    z.strictObject({ openTime: z.string(), closeTime: z.string() }),
  ),
});
export type InfoDraft = z.output<typeof infoDraftSchema>;

/** An identifier checked by one of the Indian format rules, normalised (spaces out, upper case). */
const checkedId = (problem: (value: string) => string | undefined) =>
  z
    .string({ message: 'Required' })
    .max(40, 'Too long')
    .transform((value, ctx) => {
      const message = problem(value);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalizeId(value);
    });

const documentsShape = z.strictObject({
  businessPan: checkedId(panProblem),
  /** `registered`: a GSTIN; `not_registered`: below the threshold, with the declaration ticked. */
  gstStatus: z.enum(['registered', 'not_registered']),
  gstin: z.string().max(40).nullable(),
  gstDeclaration: z.boolean(),
  /** `licensed`: the 14-digit number and expiry; `applied`: the application reference (licence to follow). */
  fssaiStatus: z.enum(['licensed', 'applied']),
  fssaiNumber: z.string().max(40).nullable(),
  /** YYYY-MM-DD. */
  fssaiExpiry: z.string().max(10).nullable(),
  fssaiApplicationNumber: z.string().max(40).nullable(),
  bankAccountHolder: personNameSchema,
  bankIfsc: checkedId(ifscProblem),
  bankAccount: checkedId(bankAccountProblem),
  /** Typed twice; must equal `bankAccount`. */
  bankAccountConfirm: z.string().max(40),
  /** Uploaded files (POST files) of this application. The FSSAI certificate only when licensed. */
  fssaiCertificateFileId: fileId.nullable(),
  panCardFileId: fileId,
  bankProofFileId: fileId,
});

function documentsCheck(today: string | null) {
  // What the shape gave, field by field: may be raw input where a field failed (`everyProblemAtOnce`).
  return (draft: { [K in keyof z.output<typeof documentsShape>]?: unknown }, ctx: z.RefinementCtx) => {
    const problem = (path: string, message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (draft.gstStatus === 'registered')
      problem('gstin', gstinProblem(textOf(draft.gstin), textOf(draft.businessPan)));
    else if (draft.gstStatus === 'not_registered' && draft.gstDeclaration !== true)
      problem('gstDeclaration', 'Declare that your turnover is below the GST threshold');
    if (draft.fssaiStatus === 'licensed') {
      problem('fssaiNumber', fssaiProblem(textOf(draft.fssaiNumber)));
      if (today !== null) problem('fssaiExpiry', licenceExpiryProblem(textOf(draft.fssaiExpiry), today));
      if (draft.fssaiCertificateFileId === null)
        problem('fssaiCertificateFileId', 'Upload your FSSAI licence');
    } else if (draft.fssaiStatus === 'applied')
      problem('fssaiApplicationNumber', fssaiApplicationProblem(textOf(draft.fssaiApplicationNumber)));
    // A wrong account number is said once, on its own field.
    const account = textOf(draft.bankAccount);
    if (
      !bankAccountProblem(account) &&
      normalizeId(textOf(draft.bankAccountConfirm)) !== normalizeId(account)
    )
      problem('bankAccountConfirm', 'The account numbers do not match');
  };
}

/** The normal form the server stores: identifiers trimmed and upper-cased, unused fields null. */
function documentsNormalForm(draft: z.output<typeof documentsShape>) {
  const registered = draft.gstStatus === 'registered';
  const licensed = draft.fssaiStatus === 'licensed';
  return {
    ...draft,
    gstin: registered && draft.gstin ? normalizeId(draft.gstin) : null,
    gstDeclaration: !registered && draft.gstDeclaration,
    fssaiNumber: licensed && draft.fssaiNumber ? draft.fssaiNumber.replace(/\s+/g, '') : null,
    fssaiExpiry: licensed ? draft.fssaiExpiry : null,
    fssaiApplicationNumber:
      !licensed && draft.fssaiApplicationNumber ? normalizeId(draft.fssaiApplicationNumber) : null,
    fssaiCertificateFileId: licensed ? draft.fssaiCertificateFileId : null,
    bankAccountConfirm: draft.bankAccount,
  };
}

/** Step 2 with the 30-day licence rule counted from `today` (YYYY-MM-DD, India): server and web. */
export const documentsDraftSchemaOn = (today: string) =>
  documentsShape.superRefine(documentsCheck(today), everyProblemAtOnce).transform(documentsNormalForm);
/** Step 2 without the date rule (reading a stored draft back). */
export const documentsDraftSchema = documentsShape
  .superRefine(documentsCheck(null), everyProblemAtOnce)
  .transform(documentsNormalForm);
export type DocumentsDraftInput = z.input<typeof documentsShape>;
/** A stored step 2 as read back (already normal form). */
export const documentsStoredSchema = documentsShape.extend({
  businessPan: z.string(),
  bankIfsc: z.string(),
  bankAccount: z.string(),
  bankAccountHolder: z.string(),
});
export type DocumentsDraft = z.output<typeof documentsDraftSchema>;

/** Step 4 terms: the chosen commission and payment cycle (sent with the OTP request). */
export const contractChoiceSchema = z.strictObject({
  commissionRate: z.union(
    commissionRates.map((rate) => z.literal(rate)),
    {
      message: 'Choose a commission rate',
    },
  ),
  paymentCycle: z.enum(paymentCycles, { message: 'Choose a payment cycle' }),
});
export type ContractChoice = z.infer<typeof contractChoiceSchema>;

/** POST contract/sign: all four agreements, the signer's name and the 6-digit code. Submits the application. */
export const contractSignBodySchema = contractChoiceSchema.extend({
  agreements: z.strictObject({
    terms: z.literal(true, { message: 'Accept the terms' }),
    commission: z.literal(true, { message: 'Accept the commission' }),
    policies: z.literal(true, { message: 'Accept the policies' }),
    data: z.literal(true, { message: 'Accept the data terms' }),
  }),
  fullName: personNameSchema,
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ContractSignBody = z.infer<typeof contractSignBodySchema>;

export const applicationStatusSchema = z.enum(applicationStatuses);
export const applicationStepSchema = z.enum(applicationSteps);
export const applicationFileKindSchema = z.enum(applicationFileKinds);

export const applicationFileSchema = z.strictObject({
  fileId: z.number().int(),
  kind: applicationFileKindSchema,
  fileName: z.string(),
  contentType: z.enum(applicationFileTypes),
  byteSize: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

/** The signed contract: the exact version, the name, time and IP. */
export const signedContractSchema = contractChoiceSchema.extend({
  version: z.string(),
  signedName: z.string(),
  signedAt: z.iso.datetime(),
});

/** The applicant's own application (GET). Drafts are returned as stored (normal form). */
export const applicationSchema = z.strictObject({
  applicationId: z.number().int(),
  status: applicationStatusSchema,
  info: infoStoredSchema.nullable(),
  documents: documentsStoredSchema.nullable(),
  menu: menuDraftSchema.nullable(),
  /** What was typed on each step since it was last saved (ADR 038); a step page restores it. */
  partial: applicationPartialsSchema,
  contract: signedContractSchema.nullable(),
  /** The first step not yet saved (the step pages send a direct visit to a later step there). */
  nextStep: applicationStepSchema.nullable(),
  files: z.array(applicationFileSchema),
  /** The admin's word: with `changes_requested` the step to fix and the note; with `rejected` the reason. */
  review: z
    .strictObject({ step: applicationStepSchema.nullable(), note: z.string(), reviewedAt: z.iso.datetime() })
    .nullable(),
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationResponseSchema = z.strictObject({
  success: z.literal(true),
  data: applicationSchema,
});

/** GET: null before the caller started an application. */
export const currentApplicationResponseSchema = z.strictObject({
  success: z.literal(true),
  data: applicationSchema.nullable(),
});

export const applicationFileResponseSchema = z.strictObject({
  success: z.literal(true),
  data: applicationFileSchema,
});

export const uploadFileQuerySchema = z.strictObject({
  kind: applicationFileKindSchema,
  /** The name shown back to the applicant; the bytes decide the type. */
  name: z.string().trim().min(1).max(120),
});

export const fileIdParamsSchema = z.strictObject({
  fileId: z.coerce.number({ message: 'fileId must be a number' }).int().positive(),
});

export const otpSentResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    /** e.g. 98XXXXXX10 */
    sentTo: z.string(),
    expiresAt: z.iso.datetime(),
    resendAt: z.iso.datetime(),
  }),
});

/** Stations for the station picker (`?q=` code or name prefix). */
export const stationSearchQuerySchema = z.strictObject({ q: z.string().trim().max(60).default('') });
export const stationSearchResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({ code: z.string(), name: z.string() })),
});
