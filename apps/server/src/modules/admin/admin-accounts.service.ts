import { z } from 'zod';
import {
  emailSchema,
  indianMobileSchema,
  newPasswordSchema,
  personNameSchema,
} from '@railbite/contract/auth';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';

/** Admins can cancel anyone's order: their password is held to a longer minimum than a customer's. */
export const adminPasswordMinLength = 12;

export const newAdminSchema = z.object({
  phone: indianMobileSchema,
  name: personNameSchema,
  /** Optional: admins log in with their phone; the account needs some unique address. */
  email: emailSchema.optional(),
  password: newPasswordSchema.refine((password) => password.length >= adminPasswordMinLength, {
    message: `An admin's password must be at least ${String(adminPasswordMinLength)} characters`,
  }),
});
export type NewAdmin = z.input<typeof newAdminSchema>;

export type AdminCreation = { created: true; mobile: string } | { created: false; problems: string[] };

/**
 * Makes an admin account (`npm run admin:create`; never an endpoint). An existing phone or email is
 * refused, never turned into an admin: the person behind it did not ask for the role.
 */
export async function createAdminAccount(
  repository: Pick<AuthRepository, 'findUserConflicts' | 'insertUser'>,
  input: NewAdmin,
): Promise<AdminCreation> {
  const parsed = newAdminSchema.safeParse(input);
  if (!parsed.success)
    return {
      created: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  const { phone, name, password } = parsed.data;
  // `.invalid` is reserved (RFC 2606): nothing is ever sent to the placeholder.
  const email = parsed.data.email ?? `admin-${phone}@railbite.invalid`;
  const conflicts = await repository.findUserConflicts(phone, email);
  const taken = [
    ...(conflicts.some((user) => user.mobile === phone) ? [`phone: ${phone} already has an account`] : []),
    ...(conflicts.some((user) => user.email === email) ? [`email: ${email} already has an account`] : []),
  ];
  if (taken.length > 0) return { created: false, problems: taken };
  try {
    await repository.insertUser({
      firstName: name,
      mobile: phone,
      email,
      passwordHash: await hashPassword(password),
      roleType: 'admin',
    });
  } catch (error) {
    // Someone signed up with the phone or email meanwhile.
    if (violatedUniqueConstraint(error) !== undefined)
      return { created: false, problems: ['phone or email: already has an account'] };
    throw error;
  }
  return { created: true, mobile: phone };
}
