import type { Redis } from 'ioredis';
import { passwordResetRules } from '@railbite/contract/auth';
import type { PasswordResetRateLimitRules } from '../../config.ts';
import { clientKey, createRateCounter, spend } from '../../lib/rate-limit.ts';

export type PasswordResetRateLimiter = {
  /** Before a code is sent: per address, one per phone per resend interval, and per phone per hour. */
  beforeSending(ip: string, phone: string): Promise<void>;
  /** Before a code is checked: per address and per phone, whether the phone has an account or not. */
  beforeChecking(ip: string, phone: string): Promise<void>;
};

const tooManyCodes = 'Too many codes asked for. Please wait a while and try again.';
const resendTooSoon = `Please wait ${String(passwordResetRules.resendAfterSeconds)} seconds before asking for another code.`;
const tooManyTries = 'Too many tries. Please wait a while and ask for a new code.';

/**
 * ADR 026. Every limit counts phones with and without an account alike, so the limits tell nobody
 * which numbers have one. Sending is rationed because each code is a paid SMS to someone's phone;
 * checking is rationed on top of each code's own five tries, which bound guessing one code.
 */
export function createPasswordResetRateLimiter(
  rules: PasswordResetRateLimitRules,
  redis?: Redis,
): PasswordResetRateLimiter {
  const sendsPerIp = createRateCounter('reset_send_ip', rules.sendsPerIp, redis);
  const resendPerPhone = createRateCounter(
    'reset_resend_phone',
    { points: 1, durationSeconds: passwordResetRules.resendAfterSeconds },
    redis,
  );
  const sendsPerPhone = createRateCounter('reset_send_phone', rules.sendsPerPhone, redis);
  const checksPerIp = createRateCounter('reset_check_ip', rules.checksPerIp, redis);
  const checksPerPhone = createRateCounter('reset_check_phone', rules.checksPerPhone, redis);
  return {
    async beforeSending(ip, phone) {
      await spend(sendsPerIp, clientKey(ip), tooManyCodes);
      await spend(resendPerPhone, phone, resendTooSoon);
      await spend(sendsPerPhone, phone, tooManyCodes);
    },
    async beforeChecking(ip, phone) {
      await spend(checksPerIp, clientKey(ip), tooManyTries);
      await spend(checksPerPhone, phone, tooManyTries);
    },
  };
}
