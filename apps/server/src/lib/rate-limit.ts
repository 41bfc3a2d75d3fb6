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
 * Spends one point of `key`'s budget before the work it guards, or throws our 429. Spending first is
 * what makes a budget hold under parallel requests: a budget checked first and spent after the work
 * (a password hash, a lookup) lets every request of a burst through the check. Work that should not
 * have counted (a right password, a free email) hands the point back with `refund`.
 */
export async function spend(counter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  await counter.consume(key).catch((error: unknown) => {
    // A used-up budget is our 429; anything else (Redis unreachable) is a real failure.
    if (error instanceof RateLimiterRes) throw new RateLimitedError(message, error.msBeforeNext / 1000);
    throw error;
  });
}

/** Hands back a point `spend` took for work that turned out not to count. */
export async function refund(counter: RateLimiterAbstract, key: string): Promise<void> {
  await counter.reward(key, 1);
}

/**
 * The key a client address is counted under. An IPv6 client usually holds a whole /64 (one address
 * per device, and new ones at will), so counting single addresses would give it endless budgets.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
