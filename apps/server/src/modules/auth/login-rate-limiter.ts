import type { Redis } from 'ioredis';
import type { LoginRateLimitRules } from '../../config.ts';
import { assertBudgetLeft, createRateCounter, refuseAsRateLimited } from '../../lib/rate-limit.ts';

export type LoginRateLimiter = {
  /** Throws RateLimitedError when this IP, this phone from this IP, or this phone overall is used up. */
  assertAllowed(ip: string, phone: string): Promise<void>;
  recordFailure(ip: string, phone: string): Promise<void>;
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
  const pair = (ip: string, phone: string) => `${phone}@${ip}`;

  return {
    async assertAllowed(ip, phone) {
      await assertBudgetLeft(perPhoneAndIp, pair(ip, phone), rules.perPhoneAndIp, tooManyAttempts);
      await assertBudgetLeft(perPhone, phone, rules.perPhone, tooManyAttempts);
      await perIp.consume(ip).catch(refuseAsRateLimited(tooManyAttempts));
    },
    async recordFailure(ip, phone) {
      // Going over is expected here (the next attempt is refused by assertAllowed), so it isn't an error.
      await perPhoneAndIp.consume(pair(ip, phone)).catch(() => undefined);
      await perPhone.consume(phone).catch(() => undefined);
    },
    async recordSuccess(ip, phone) {
      await perPhoneAndIp.delete(pair(ip, phone));
    },
  };
}
