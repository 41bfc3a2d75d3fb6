import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../../config.ts';
import { RateLimitedError } from '../../lib/errors.ts';

export type PasswordCheckLimiter = {
  /** Throws RateLimitedError when this account has used up its wrong-password attempts. */
  assertAllowed(userId: number): Promise<void>;
  recordFailure(userId: number): Promise<void>;
  recordSuccess(userId: number): Promise<void>;
};

const tooManyAttempts = 'Too many wrong passwords. Please wait a few minutes and try again.';

/**
 * The endpoints that check the current password (change password, phone change, delete account)
 * would otherwise let a stolen session guess the password without login's limits. Wrong passwords
 * count per account, like login's per-phone rule, and a right one resets the count. Redis-backed when
 * REDIS_URL is set, so all instances share the counts.
 */
export function createPasswordCheckLimiter(rule: RateLimitRule, redis?: Redis): PasswordCheckLimiter {
  const options = { keyPrefix: 'password_check_user', points: rule.points, duration: rule.durationSeconds };
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  const key = (userId: number) => String(userId);

  return {
    async assertAllowed(userId) {
      const state = await limiter.get(key(userId));
      if (state && state.consumedPoints >= rule.points) {
        throw new RateLimitedError(tooManyAttempts, state.msBeforeNext / 1000);
      }
    },
    async recordFailure(userId) {
      await limiter.consume(key(userId)).catch(() => undefined);
    },
    async recordSuccess(userId) {
      await limiter.delete(key(userId));
    },
  };
}
