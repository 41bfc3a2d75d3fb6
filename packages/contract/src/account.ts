import { z } from 'zod';
import {
  emailSchema,
  genderSchema,
  indianMobileSchema,
  newPasswordSchema,
  passwordLimits,
  personNameSchema,
  profileSchema,
} from './auth.ts';

/** Our terms (SPEC.md §9 Policies): customers must be 18 or over. */
export const minimumCustomerAge = 18;
const maximumAge = 120;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years between a YYYY-MM-DD birth date and `today` (also YYYY-MM-DD), as birthdays count them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Why a date of birth is not acceptable on `today`, or undefined when it is. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | undefined {
  if (dateOfBirth > today) return 'Date of birth cannot be in the future';
  const age = ageOn(dateOfBirth, today);
  if (age < minimumCustomerAge) return `You must be at least ${minimumCustomerAge} years old`;
  if (age > maximumAge) return 'Enter your real date of birth';
  return undefined;
}

/** Like login: only bounded, never checked against today's rules. */
const currentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(passwordLimits.max, 'Password is too long');

export const dateOfBirthSchema = z.string().refine(isCalendarDate, 'Enter a date of birth as YYYY-MM-DD');

/**
 * PATCH api/auth/me: any of the fields; `null` clears gender or date of birth. Changing the phone
 * number (the login name) needs the current password.
 */
export const updateProfileBodySchema = z
  .strictObject({
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    gender: genderSchema.nullable().optional(),
    dateOfBirth: dateOfBirthSchema.nullable().optional(),
    mobile: indianMobileSchema.optional(),
    currentPassword: currentPasswordSchema.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'currentPassword'), {
    message: 'Nothing to update',
  });
export type UpdateProfileBodyInput = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

export const profileResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: profileSchema,
});

/** POST api/auth/change-password. The web form also asks for the new one twice; that check is local. */
export const changePasswordBodySchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'New password must be different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** DELETE api/auth/me: the password confirms it really is the owner. */
export const deleteAccountBodySchema = z.strictObject({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** SPEC.md §2: the five notification switches, all on by default. */
export const notificationPreferencesSchema = z.strictObject({
  orderUpdates: z.boolean(),
  offersAndPromotions: z.boolean(),
  restaurantUpdates: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  orderUpdates: true,
  offersAndPromotions: true,
  restaurantUpdates: true,
  email: true,
  sms: true,
};

export const notificationPreferencesResponseSchema = z.strictObject({
  success: z.literal(true),
  data: notificationPreferencesSchema,
});

/** Wrong current password on an account endpoint (not 401: the session itself is fine). */
export const wrongPasswordCode = 'WRONG_PASSWORD';
export const wrongPasswordMessage = 'Your current password is incorrect.';
