import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../../config.ts';
import { RateLimitedError } from '../../lib/errors.ts';

/** A per-client-IP budget (shared through Redis when REDIS_URL is set); over it, a 429 with Retry-After. */
export function createIpRateLimiter(keyPrefix: string, rule: RateLimitRule, message: string, redis?: Redis) {
  const options = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  return {
    async consume(ip: string): Promise<void> {
      await limiter.consume(ip).catch((error: unknown) => {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(message, error.msBeforeNext / 1000);
        throw error;
      });
    },
  };
}

export type IpRateLimiter = ReturnType<typeof createIpRateLimiter>;
