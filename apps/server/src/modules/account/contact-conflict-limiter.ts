import type { Redis } from 'ioredis';
import type { ContactConflictRateLimitRules } from '../../config.ts';
import { clientKey, createRateCounter, refund, spend } from '../../lib/rate-limit.ts';

export type ContactConflictLimiter = {
  /**
   * Spends one try of this account and of this IP before the lookup; throws RateLimitedError when
   * either has run into too many taken contacts.
   */
  beginContactChange(userId: number, ip: string): Promise<void>;
  /** The contact was free: only taken ones count, so the try is handed back. */
  recordFree(userId: number, ip: string): Promise<void>;
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
    async beginContactChange(userId, ip) {
      await spend(perUser, String(userId), tooManyConflicts);
      await spend(perIp, clientKey(ip), tooManyConflicts);
    },
    async recordFree(userId, ip) {
      await refund(perUser, String(userId));
      await refund(perIp, clientKey(ip));
    },
  };
}
