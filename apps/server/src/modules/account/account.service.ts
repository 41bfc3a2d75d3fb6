import { dateOfBirthProblem, defaultNotificationPreferences } from '@railbite/contract/account';
import { wrongPasswordCode, wrongPasswordMessage } from '@railbite/contract/account';
import type {
  ChangePasswordBody,
  NotificationPreferences,
  UpdateProfileBody,
} from '@railbite/contract/account';
import type { Profile } from '@railbite/contract/auth';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, InvalidInputError, UnauthenticatedError } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { AccountRepository, ProfileChanges } from './account.repository.ts';
import type { ContactConflictLimiter } from './contact-conflict-limiter.ts';
import type { PasswordCheckLimiter } from './password-check-limiter.ts';

const takenMessages = {
  email: 'Another account already uses this email address.',
  mobile: 'Another account already uses this phone number.',
} as const;
const taken = (field: 'email' | 'mobile') =>
  new ConflictError(takenMessages[field], 'ACCOUNT_EXISTS', {
    fields: [{ field, message: takenMessages[field] }],
  });

/** Today's date (YYYY-MM-DD) in India, where our customers' birthdays are. */
function indianDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

export function createAccountService(deps: {
  repository: AccountRepository;
  clock: Clock;
  passwordCheckLimiter: PasswordCheckLimiter;
  contactConflictLimiter: ContactConflictLimiter;
}) {
  const { repository, clock, passwordCheckLimiter, contactConflictLimiter } = deps;

  /** Rate-limited check of the password the customer typed; a wrong one is a 400 on `field`. */
  async function assertPassword(user: AuthenticatedUser, password: string, field: string) {
    await passwordCheckLimiter.beginCheck(user.userId);
    const passwordHash = await repository.findPasswordHash(user.userId);
    // The account vanished under a live request (deleted in another tab): the session is gone too.
    if (passwordHash === undefined) throw new UnauthenticatedError();
    if (!(await verifyPassword(passwordHash, password))) {
      throw new InvalidInputError(field, wrongPasswordMessage, wrongPasswordCode);
    }
    await passwordCheckLimiter.recordSuccess(user.userId);
  }

  return {
    /** `ip` is the client's address: answers about taken emails and phones are rationed per IP too. */
    async updateProfile(user: AuthenticatedUser, input: UpdateProfileBody, ip: string): Promise<Profile> {
      if (input.dateOfBirth) {
        const problem = dateOfBirthProblem(input.dateOfBirth, indianDate(clock.now()));
        if (problem) throw new InvalidInputError('dateOfBirth', problem);
      }
      const changesMobile = input.mobile !== undefined && input.mobile !== user.mobile;
      if (changesMobile) {
        // The phone number is the login name: moving it is as sensitive as changing the password.
        if (input.currentPassword === undefined) {
          throw new InvalidInputError(
            'currentPassword',
            'Enter your current password to change your phone number',
          );
        }
        await assertPassword(user, input.currentPassword, 'currentPassword');
      }
      const email = input.email !== undefined && input.email !== user.email ? input.email : undefined;
      const mobile = changesMobile ? input.mobile : undefined;
      // Every contact change spends a try before the lookup (so a burst of parallel probes is bounded);
      // a free contact hands it back, a taken one keeps it spent.
      const changesContact = email !== undefined || mobile !== undefined;
      if (changesContact) await contactConflictLimiter.beginContactChange(user.userId, ip);
      const conflicts = await repository.findConflicts(user.userId, { email, mobile });
      if (mobile && conflicts.some((row) => row.mobile === mobile)) throw taken('mobile');
      if (email && conflicts.some((row) => row.email === email)) throw taken('email');

      const changes: ProfileChanges = {
        ...(input.name === undefined ? {} : { firstName: input.name }),
        ...(email === undefined ? {} : { email }),
        ...(mobile === undefined ? {} : { mobile }),
        ...(input.gender === undefined ? {} : { gender: input.gender }),
        ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth }),
      };
      try {
        // A new login name ends every other session, as a new password does: a device someone else
        // holds must not stay logged in to the account under its new number.
        const updated = await repository.updateProfile(user.userId, changes, clock.now(), {
          endSessionsOtherThan: mobile === undefined ? undefined : user.sessionId,
        });
        if (!updated) throw new UnauthenticatedError();
        if (changesContact) await contactConflictLimiter.recordFree(user.userId, ip);
        return updated;
      } catch (error) {
        // Someone took the email or phone between our check and the update: the constraint decides.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === undefined) throw error;
        throw taken(constraint.includes('email') ? 'email' : 'mobile');
      }
    },

    /** Keeps the session that made the change; every other device has to log in again. */
    async changePassword(user: AuthenticatedUser, input: ChangePasswordBody): Promise<void> {
      await assertPassword(user, input.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await repository.replacePassword(user.userId, passwordHash, user.sessionId, clock.now());
    },

    async deleteAccount(user: AuthenticatedUser, password: string): Promise<void> {
      await assertPassword(user, password, 'password');
      await repository.eraseUser(user.userId);
      await passwordCheckLimiter.recordSuccess(user.userId);
    },

    async getNotificationPreferences(user: AuthenticatedUser): Promise<NotificationPreferences> {
      return (await repository.findNotificationPreferences(user.userId)) ?? defaultNotificationPreferences;
    },

    async saveNotificationPreferences(
      user: AuthenticatedUser,
      preferences: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      await repository.saveNotificationPreferences(user.userId, preferences, clock.now());
      return preferences;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
