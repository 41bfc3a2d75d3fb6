import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config.ts';
import { RateLimitedError } from './errors.ts';

/**
 * One rate-limiter-flexible counter for a rule: in memory, or in Redis when REDIS_URL is set so that
 * every server instance shares the counts.
 */
export function createRateCounter(
  keyPrefix: string,
  rule: RateLimitRule,
  redis?: Redis,
): RateLimiterAbstract {
  const options = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

/**
 * For `.catch` on `consume`: a used-up budget becomes our 429 with Retry-After; anything else (Redis
 * unreachable) is a real failure and passes through.
 */
export function refuseAsRateLimited(message: string) {
  return (error: unknown): never => {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(message, error.msBeforeNext / 1000);
    throw error;
  };
}

/** Throws our 429 when `key` has used up `rule` without spending a point (for counts of failures only). */
export async function assertBudgetLeft(
  counter: RateLimiterAbstract,
  key: string,
  rule: RateLimitRule,
  message: string,
): Promise<void> {
  const state = await counter.get(key);
  if (state && state.consumedPoints >= rule.points) {
    throw new RateLimitedError(message, state.msBeforeNext / 1000);
  }
}
