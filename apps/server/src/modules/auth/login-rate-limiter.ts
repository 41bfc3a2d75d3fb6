import type { Redis } from 'ioredis';
import type { LoginRateLimitRules } from '../../config.ts';
import { clientKey, createRateCounter, refund, spend } from '../../lib/rate-limit.ts';

export type LoginRateLimiter = {
  /**
   * Spends one attempt of this IP, of this phone from this IP and of this phone overall, before the
   * password is checked; throws RateLimitedError when any of them is used up. A failure needs nothing
   * more: its attempt is spent.
   */
  beginAttempt(ip: string, phone: string): Promise<void>;
  /** The password was right: the phone's counts are of failures, so the attempt is handed back. */
  recordSuccess(ip: string, phone: string): Promise<void>;
};

const tooManyAttempts = 'Too many login attempts. Please wait a few minutes and try again.';

/**
 * Three limits (ADR 003). Every attempt counts against the caller's IP (slows spraying many accounts).
 * Each failure counts against the phone *from that IP*: the short lock a guesser runs into, which a
 * stranger who knows the number can't use to lock the owner out, because the owner comes from
 * elsewhere. Each failure also counts against the phone across all IPs, at a much higher threshold,
 * which bounds guessing one password from many addresses. Only the first two are cleared by a
 * success: the owner logging in must not hand a distributed guesser a fresh budget.
 */
export function createLoginRateLimiter(rules: LoginRateLimitRules, redis?: Redis): LoginRateLimiter {
  const perIp = createRateCounter('login_ip', rules.perIp, redis);
  const perPhoneAndIp = createRateCounter('login_phone_ip', rules.perPhoneAndIp, redis);
  const perPhone = createRateCounter('login_phone', rules.perPhone, redis);
  const pair = (ip: string, phone: string) => `${phone}@${clientKey(ip)}`;

  return {
    async beginAttempt(ip, phone) {
      await spend(perIp, clientKey(ip), tooManyAttempts);
      await spend(perPhoneAndIp, pair(ip, phone), tooManyAttempts);
      await spend(perPhone, phone, tooManyAttempts);
    },
    async recordSuccess(ip, phone) {
      await perPhoneAndIp.delete(pair(ip, phone));
      await refund(perPhone, phone);
    },
  };
}
