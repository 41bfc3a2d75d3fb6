import { z } from 'zod';
import { invalidMobileMessage, normalizeIndianMobile } from './mobile.ts';
import { roleTypes } from './roles.ts';

export { roleTypes };
export const roleTypeSchema = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeSchema>;

export const passwordLimits = { min: 8, max: 128 } as const;

/** Accepts the ways people type a mobile number and yields the 10-digit normal form. */
export const indianMobileSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(20, invalidMobileMessage)
  .transform((value, ctx) => {
    const normal = normalizeIndianMobile(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: invalidMobileMessage });
      return z.NEVER;
    }
    return normal;
  });

export const newPasswordSchema = z
  .string()
  .min(passwordLimits.min, `Password must be at least ${passwordLimits.min} characters`)
  .max(passwordLimits.max, `Password must be at most ${passwordLimits.max} characters`);

export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** Stored lower-case, so uniqueness is case-insensitive. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const registerBodySchema = z.strictObject({
  firstName: personNameSchema,
  mobile: indianMobileSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBodyInput = z.input<typeof registerBodySchema>;
export type RegisterBody = z.output<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  phone: indianMobileSchema,
  // Login never tells which rule an old password breaks; it only bounds the work argon2 does.
  password: z.string().min(1, 'Password is required').max(passwordLimits.max, 'Password is too long'),
});
export type LoginBodyInput = z.input<typeof loginBodySchema>;
export type LoginBody = z.output<typeof loginBodySchema>;

export const loginResponseSchema = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  roleType: roleTypeSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The stored user of SPEC.md §3: name, email, mobile. */
export const currentUserSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  roleType: roleTypeSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** SPEC.md §2 Account settings: gender is one of these, or not given. */
export const genders = ['male', 'female', 'other'] as const;
export const genderSchema = z.enum(genders, { message: 'Gender must be male, female or other' });
export type Gender = z.infer<typeof genderSchema>;

/** GET/PATCH api/auth/me: the stored user plus the optional profile details (dates as YYYY-MM-DD). */
export const profileSchema = currentUserSchema.extend({
  gender: genderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.strictObject({
  success: z.literal(true),
  data: profileSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export { sessionLifetimeDays } from './session.ts';

/** Forgot password (ADR 026): a 6-digit code by SMS, then a new password. */
export const passwordResetRules = {
  codeDigits: 6,
  codeLifetimeMinutes: 10,
  /** Wrong codes before a code stops working (a new one must be asked for). */
  wrongTriesPerCode: 5,
  /** The least time between two codes for one phone ("Resend code"). */
  resendAfterSeconds: 60,
} as const;

export const requestPasswordResetBodySchema = z.strictObject({ phone: indianMobileSchema });
export type RequestPasswordResetBodyInput = z.input<typeof requestPasswordResetBodySchema>;
export type RequestPasswordResetBody = z.output<typeof requestPasswordResetBodySchema>;

export const passwordResetCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS');

export const resetPasswordBodySchema = z.strictObject({
  phone: indianMobileSchema,
  code: passwordResetCodeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBodyInput = z.input<typeof resetPasswordBodySchema>;
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;
