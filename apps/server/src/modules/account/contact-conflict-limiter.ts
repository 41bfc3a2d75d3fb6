import type { Redis } from 'ioredis';
import type { ContactConflictRateLimitRules } from '../../config.ts';
import { assertBudgetLeft, createRateCounter } from '../../lib/rate-limit.ts';

export type ContactConflictLimiter = {
  /** Throws RateLimitedError when this account or this IP has run into too many taken contacts. */
  assertAllowed(userId: number, ip: string): Promise<void>;
  recordConflict(userId: number, ip: string): Promise<void>;
};

const tooManyConflicts =
  'Too many tries with an email address or phone number already in use. Please wait a few minutes and try again.';

/**
 * A profile update answers 409 when another account holds the email or phone, which would let any
 * logged-in customer test addresses one after another. Only those 409s count (an honest customer
 * hits one now and then), per account and per IP like login's limits; once either is used up, every
 * contact change is refused with 429 until the window ends, taken or not, so the lock itself tells
 * nothing. Redis-backed when REDIS_URL is set.
 */
export function createContactConflictLimiter(
  rules: ContactConflictRateLimitRules,
  redis?: Redis,
): ContactConflictLimiter {
  const perUser = createRateCounter('contact_conflict_user', rules.perUser, redis);
  const perIp = createRateCounter('contact_conflict_ip', rules.perIp, redis);

  return {
    async assertAllowed(userId, ip) {
      await assertBudgetLeft(perUser, String(userId), rules.perUser, tooManyConflicts);
      await assertBudgetLeft(perIp, ip, rules.perIp, tooManyConflicts);
    },
    async recordConflict(userId, ip) {
      await perUser.consume(String(userId)).catch(() => undefined);
      await perIp.consume(ip).catch(() => undefined);
    },
  };
}
