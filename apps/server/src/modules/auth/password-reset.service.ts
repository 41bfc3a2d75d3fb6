import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordResetRules } from '@railbite/contract/auth';
import type { RequestPasswordResetBody, ResetPasswordBody } from '@railbite/contract/auth';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidInputError } from '../../lib/errors.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { PasswordResetRateLimiter } from './password-reset-rate-limiter.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import { hashPassword } from './password.ts';

const minute = 60_000;
// The same answer whether or not the phone has an account (ADR 026).
export const codeSentMessage =
  'If an account uses this number, we have sent it a 6-digit code. It works for 10 minutes.';
export const wrongCodeMessage =
  'That code is not right, or it has expired. Check the SMS or ask for a new code.';
export const passwordChangedMessage = 'Your password has been changed. Log in with your new password.';

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function codeMatches(row: { salt: string; codeHash: string }, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(row.salt, code), 'hex'), Buffer.from(row.codeHash, 'hex'));
}

/** Forgot password: a 6-digit code by SMS, then a new password that ends every session (issue 18). */
export function createPasswordResetService(deps: {
  repository: PasswordResetRepository;
  outbox: Pick<SmsOutboxRepository, 'enqueue'>;
  limiter: PasswordResetRateLimiter;
  clock: Clock;
}) {
  const { repository, outbox, limiter, clock } = deps;

  return {
    async requestCode(input: RequestPasswordResetBody, ip: string): Promise<{ message: string }> {
      await limiter.beforeSending(ip, input.phone);
      const userId = await repository.findUserIdByMobile(input.phone);
      if (userId === undefined) return { message: codeSentMessage };

      const code = String(randomInt(0, 10 ** passwordResetRules.codeDigits)).padStart(
        passwordResetRules.codeDigits,
        '0',
      );
      const salt = randomBytes(16).toString('hex');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + passwordResetRules.codeLifetimeMinutes * minute);
      await repository.issueCode(
        { userId, codeHash: hashCode(salt, code), salt, now, expiresAt },
        (codeId, tx: Db) =>
          outbox.enqueue(
            {
              idempotencyKey: `password-reset:${String(codeId)}`,
              purpose: 'password_reset',
              toMobile: input.phone,
              variables: { code },
              body: `${code} is your RailBite code to set a new password. It works for 10 minutes. Never share it: RailBite will never ask you for it.`,
              now,
              sendBy: expiresAt,
            },
            tx,
          ),
      );
      return { message: codeSentMessage };
    },

    async resetPassword(input: ResetPasswordBody, ip: string): Promise<{ message: string }> {
      await limiter.beforeChecking(ip, input.phone);
      const now = clock.now();
      const userId = await repository.findUserIdByMobile(input.phone);
      const active = userId === undefined ? undefined : await repository.activeCode(userId, now);
      if (userId === undefined || !active || !codeMatches(active, input.code)) {
        if (active) await repository.recordWrongTry(active.id, passwordResetRules.wrongTriesPerCode, now);
        throw new InvalidInputError('code', wrongCodeMessage, 'INVALID_RESET_CODE');
      }
      const passwordHash = await hashPassword(input.password);
      const reset = await repository.resetPassword({ codeId: active.id, userId, passwordHash, now });
      // Another request used the code in the meantime: it is spent for this one too.
      if (!reset) throw new InvalidInputError('code', wrongCodeMessage, 'INVALID_RESET_CODE');
      return { message: passwordChangedMessage };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
