import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../../config.ts';
import { clientKey, createRateCounter, spend } from '../../lib/rate-limit.ts';

/** A per-client-IP budget (shared through Redis when REDIS_URL is set); over it, a 429 with Retry-After. */
export function createIpRateLimiter(keyPrefix: string, rule: RateLimitRule, message: string, redis?: Redis) {
  const limiter = createRateCounter(keyPrefix, rule, redis);
  return {
    async consume(ip: string): Promise<void> {
      await spend(limiter, clientKey(ip), message);
    },
  };
}

export type IpRateLimiter = ReturnType<typeof createIpRateLimiter>;
