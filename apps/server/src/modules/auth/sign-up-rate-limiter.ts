import type { Redis } from 'ioredis';
import type { SignUpRateLimitRules } from '../../config.ts';
import { clientKey, createRateCounter, spend } from '../../lib/rate-limit.ts';

export type SignUpRateLimiter = {
  /** Spends one sign-up of this IP and of this phone; throws RateLimitedError when either is used up. */
  consume(ip: string, mobile: string): Promise<void>;
};

const tooManySignUps = 'Too many sign-up attempts. Please wait a while and try again.';

/**
 * Every sign-up attempt counts, whatever its answer: a flood of new accounts from one address is
 * slowed, and so is probing which phone numbers are registered (an existing one answers 409, which the
 * spec's form shows; a unique login name can't be hidden from sign-up, only rationed). Per phone too,
 * so that many addresses can't hammer one number. Redis-backed when REDIS_URL is set.
 */
export function createSignUpRateLimiter(rules: SignUpRateLimitRules, redis?: Redis): SignUpRateLimiter {
  const perIp = createRateCounter('signup_ip', rules.perIp, redis);
  const perPhone = createRateCounter('signup_phone', rules.perPhone, redis);

  return {
    async consume(ip, mobile) {
      await spend(perIp, clientKey(ip), tooManySignUps);
      await spend(perPhone, mobile, tooManySignUps);
    },
  };
}
