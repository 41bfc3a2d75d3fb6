import { z } from 'zod';
import { addressLimits } from './addresses.ts';
import { menuCategorySchema } from './partner-application-menu.ts';
import { applicationLimits as limits, weekDays } from './partner-application-rules.ts';

/**
 * Half-typed steps (issue 19, ADR 038): what the applicant has typed so far on a step that is not yet
 * complete, kept on the server so it can be continued on another device. Every field is optional and
 * may be unfinished (a half-typed email, five digits of a mobile), but each keeps the complete step's
 * limits (lengths, counts, bounds) and an unknown field is refused. A partial step never counts as the
 * step being saved: the gates read only the complete steps.
 */

/** Typed text: any content, at most the field's length. */
const typed = (max: number) => z.string().max(max, `At most ${String(max)} characters`);
/** Whole rupees as typed so far, within the complete field's upper bound. */
const typedRupees = (max: number) => z.number().int().min(0).max(max);
const typedTime = z.string().max(5);
const typedSlot = z.strictObject({ openTime: typedTime, closeTime: typedTime }).partial();
const fileId = z.number().int().positive().nullable();

/** Step 1 while it is being typed. */
export const infoPartialSchema = z
  .strictObject({
    ownerName: typed(80),
    restaurantName: typed(limits.restaurantName),
    email: typed(254),
    mobile: typed(20),
    whatsappOption: z.enum(['same', 'different']),
    differentWhatsapp: typed(20).nullable(),
    outlet: z
      .strictObject({
        completeAddress: typed(addressLimits.completeAddress),
        area: typed(addressLimits.area),
        city: typed(addressLimits.city),
        state: typed(addressLimits.state).nullable(),
        pincode: typed(6),
        landmark: typed(addressLimits.landmark).nullable(),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        placeId: typed(addressLimits.placeId).nullable(),
      })
      .partial(),
    stationCode: typed(5),
    deliveryCities: z.array(typed(limits.cityName)).max(limits.deliveryCities),
    cuisineIds: z.array(z.number().int().positive()).max(limits.cuisines),
    costForTwo: typedRupees(limits.costForTwo.max),
    minimumOrder: typedRupees(limits.minimumOrder.max),
    isPureVeg: z.boolean(),
    timingOption: z.enum(['same', 'separate']),
    workingDays: z.array(z.enum(weekDays)).max(weekDays.length),
    slot: typedSlot,
    daySlots: z.partialRecord(z.enum(weekDays), typedSlot),
  })
  .partial();
export type InfoPartial = z.infer<typeof infoPartialSchema>;

/** Step 2 while it is being typed (identifiers as typed: the complete step checks and normalises them). */
export const documentsPartialSchema = z
  .strictObject({
    businessPan: typed(40),
    gstStatus: z.enum(['registered', 'not_registered']),
    gstin: typed(40).nullable(),
    gstDeclaration: z.boolean(),
    fssaiStatus: z.enum(['licensed', 'applied']),
    fssaiNumber: typed(40).nullable(),
    fssaiExpiry: typed(10).nullable(),
    fssaiApplicationNumber: typed(40).nullable(),
    bankAccountHolder: typed(80),
    bankIfsc: typed(40),
    bankAccount: typed(40),
    bankAccountConfirm: typed(40),
    fssaiCertificateFileId: fileId,
    panCardFileId: fileId,
    bankProofFileId: fileId,
  })
  .partial();
export type DocumentsPartial = z.infer<typeof documentsPartialSchema>;

/**
 * Step 3 while it is being set up: the categories so far (each dish is whole: the editor adds a dish
 * only once its own form is valid), possibly none yet or without dishes.
 */
export const menuPartialSchema = z
  .strictObject({ categories: z.array(menuCategorySchema).max(limits.categories) })
  .partial();
export type MenuPartial = z.infer<typeof menuPartialSchema>;

export const partialSchemas = {
  info: infoPartialSchema,
  documents: documentsPartialSchema,
  menu: menuPartialSchema,
} as const;
export type PartialStep = keyof typeof partialSchemas;

/** Each step's half-typed copy, or null when there is none (nothing typed since the step was saved). */
export const applicationPartialsSchema = z.strictObject({
  info: infoPartialSchema.nullable(),
  documents: documentsPartialSchema.nullable(),
  menu: menuPartialSchema.nullable(),
});
export type ApplicationPartials = z.infer<typeof applicationPartialsSchema>;

/** PUT steps/:step/partial answers when it was kept (the form shows "Saved"). */
export const partialSavedResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ savedAt: z.iso.datetime() }),
});
