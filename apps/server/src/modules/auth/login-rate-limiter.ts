import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../../config.ts';
import { RateLimitedError } from '../../lib/errors.ts';

export type LoginRateLimiter = {
  /** Throws RateLimitedError when this IP or this phone has used up its attempts. */
  assertAllowed(ip: string, phone: string): Promise<void>;
  recordFailure(phone: string): Promise<void>;
  recordSuccess(phone: string): Promise<void>;
};

const tooManyAttempts = 'Too many login attempts. Please wait a few minutes and try again.';

/**
 * Two limits: every attempt counts against the caller's IP (slows spraying many accounts), and each
 * failed attempt counts against the phone number (slows guessing one account's password from many IPs).
 * Backed by Redis when REDIS_URL is set so that all server instances share the counts.
 */
export function createLoginRateLimiter(
  rules: { perPhone: RateLimitRule; perIp: RateLimitRule },
  redis?: Redis,
): LoginRateLimiter {
  const make = (keyPrefix: string, rule: RateLimitRule) => {
    const options = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  };
  const perIp = make('login_ip', rules.perIp);
  const perPhone = make('login_phone', rules.perPhone);

  const rethrow = (error: unknown): never => {
    if (error instanceof RateLimiterRes)
      throw new RateLimitedError(tooManyAttempts, error.msBeforeNext / 1000);
    throw error;
  };

  return {
    async assertAllowed(ip, phone) {
      const phoneState = await perPhone.get(phone);
      if (phoneState && phoneState.consumedPoints >= rules.perPhone.points) {
        throw new RateLimitedError(tooManyAttempts, phoneState.msBeforeNext / 1000);
      }
      await perIp.consume(ip).catch(rethrow);
    },
    async recordFailure(phone) {
      await perPhone.consume(phone).catch(() => undefined);
    },
    async recordSuccess(phone) {
      await perPhone.delete(phone);
    },
  };
}
