import { z } from 'zod';
import { dateOfBirthProblem, isCalendarDate } from '@railbite/contract/account';
import { emailSchema, genders, indianMobileSchema, personNameSchema } from '@railbite/contract/auth';
import type { Profile } from '@railbite/contract/auth';
import type { UpdateProfileBodyInput } from '@railbite/contract/account';

/** Today's date (YYYY-MM-DD) where the browser is. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** SPEC.md §3 Profile form: name, email, phone, gender, date of birth (the same rules the server applies). */
export const profileFormSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: indianMobileSchema,
  gender: z.enum(['', ...genders]),
  dateOfBirth: z.string().superRefine((value, ctx) => {
    if (value === '') return;
    const problem = isCalendarDate(value)
      ? dateOfBirthProblem(value, localToday())
      : 'Enter a date of birth as YYYY-MM-DD';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  currentPassword: z.string(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function profileToForm(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.mobile,
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    currentPassword: '',
  };
}

/** Only what changed; the phone (and so the password) only when it changed. */
export function profileChanges(profile: Profile, values: ProfileFormValues): UpdateProfileBodyInput {
  const body: UpdateProfileBodyInput = {};
  if (values.name !== profile.name) body.name = values.name;
  if (values.email !== profile.email) body.email = values.email;
  const gender = values.gender === '' ? null : values.gender;
  if (gender !== profile.gender) body.gender = gender;
  const dateOfBirth = values.dateOfBirth === '' ? null : values.dateOfBirth;
  if (dateOfBirth !== profile.dateOfBirth) body.dateOfBirth = dateOfBirth;
  if (values.phone !== profile.mobile) {
    body.mobile = values.phone;
    body.currentPassword = values.currentPassword;
  }
  return body;
}
