import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../../config.ts';
import { createRateCounter, spend } from '../../lib/rate-limit.ts';

export type PasswordCheckLimiter = {
  /**
   * Spends one of this account's attempts before the password is checked (a wrong one keeps it spent);
   * throws RateLimitedError when they are used up.
   */
  beginCheck(userId: number): Promise<void>;
  /** The password was right: the count starts again. */
  recordSuccess(userId: number): Promise<void>;
};

const tooManyAttempts = 'Too many wrong passwords. Please wait a few minutes and try again.';

/**
 * The endpoints that check the current password (change password, phone change, delete account)
 * would otherwise let a stolen session guess the password without login's limits. Wrong passwords
 * count per account (only the session's holder can cause them, so no lock-out by strangers), and a
 * right one resets the count. Redis-backed when REDIS_URL is set, so all instances share the counts.
 */
export function createPasswordCheckLimiter(rule: RateLimitRule, redis?: Redis): PasswordCheckLimiter {
  const limiter = createRateCounter('password_check_user', rule, redis);
  const key = (userId: number) => String(userId);

  return {
    async beginCheck(userId) {
      await spend(limiter, key(userId), tooManyAttempts);
    },
    async recordSuccess(userId) {
      await limiter.delete(key(userId));
    },
  };
}
