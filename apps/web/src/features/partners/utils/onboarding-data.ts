import { z } from 'zod';

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
export const paymentCycles = ['weekly', 'biweekly', 'monthly'] as const;
export const defaultOpenTime = '09:00';
export const defaultCloseTime = '23:00';
export const defaultMinimumOrder = 99;

const slotSchema = z.object({ openTime: z.string(), closeTime: z.string() });

const menuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  veg: z.boolean(),
  bestseller: z.boolean(),
  availability: z.boolean(),
  rating: z.number(),
  reviewCount: z.number(),
});
export type PartnerMenuItem = z.infer<typeof menuItemSchema>;

const menuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(menuItemSchema),
  expanded: z.boolean(),
});
export type PartnerMenuCategory = z.infer<typeof menuCategorySchema>;

/** SPEC.md §3 Onboarding local data, as stored under `partnerOnboarding`. */
export const onboardingSchema = z.object({
  info: z.object({
    ownerName: z.string(),
    restaurantName: z.string(),
    email: z.string(),
    mobile: z.string(),
    whatsappOption: z.enum(['same', 'different']),
    differentWhatsapp: z.string(),
    timingOption: z.enum(['same', 'separate']),
    workingDays: z.array(z.enum(weekDays)),
    /** One slot for every day ('same'), or one per day ('separate'). */
    slot: slotSchema,
    daySlots: z.partialRecord(z.enum(weekDays), slotSchema),
    minimumOrder: z.number(),
  }),
  documents: z.object({
    businessPAN: z.string(),
    gstin: z.string(),
    bankIFSC: z.string(),
    bankAccount: z.string(),
    fssaiNumber: z.string(),
    fssaiExpiry: z.string(),
  }),
  menu: z.array(menuCategorySchema),
  contract: z.object({
    commissionRate: z.union(commissionRates.map((rate) => z.literal(rate))),
    paymentCycle: z.enum(paymentCycles),
    agreements: z.object({
      terms: z.boolean(),
      commission: z.boolean(),
      policies: z.boolean(),
      data: z.boolean(),
    }),
    fullName: z.string(),
    otpSent: z.boolean(),
    otp: z.string(),
    signedAt: z.string().nullable(),
  }),
  /** Highest step whose Proceed was pressed with valid data (0 = none). */
  completedStep: z.number(),
});
export type OnboardingData = z.infer<typeof onboardingSchema>;

export const emptyOnboarding: OnboardingData = {
  info: {
    ownerName: '',
    restaurantName: '',
    email: '',
    mobile: '',
    whatsappOption: 'same',
    differentWhatsapp: '',
    timingOption: 'same',
    workingDays: [...weekDays],
    slot: { openTime: defaultOpenTime, closeTime: defaultCloseTime },
    daySlots: {},
    minimumOrder: defaultMinimumOrder,
  },
  documents: { businessPAN: '', gstin: '', bankIFSC: '', bankAccount: '', fssaiNumber: '', fssaiExpiry: '' },
  menu: [],
  contract: {
    commissionRate: 20,
    paymentCycle: 'weekly',
    agreements: { terms: false, commission: false, policies: false, data: false },
    fullName: '',
    otpSent: false,
    otp: '',
    signedAt: null,
  },
  completedStep: 0,
};

/** Stored data from an older or broken version falls back to a fresh start rather than crashing. */
export function parseOnboarding(value: unknown): OnboardingData {
  const parsed = onboardingSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyOnboarding;
}
