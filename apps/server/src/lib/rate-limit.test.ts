import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from './errors.ts';
import { clientKey, refund, spend } from './rate-limit.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one IPv6 /64 the same key, and neighbouring /64s their own', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
  });
});

describe('spend and refund', () => {
  it('lets exactly the budget through a parallel burst: the point is spent before the work', async () => {
    const counter = new RateLimiterMemory({ points: 5, duration: 60 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => spend(counter, 'phone', 'Too many.')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(15);
    expect(refused.every((result) => result.reason instanceof RateLimitedError)).toBe(true);
  });

  it('hands a point back for work that did not count', async () => {
    const counter = new RateLimiterMemory({ points: 1, duration: 60 });
    await spend(counter, 'user', 'Too many.');
    await refund(counter, 'user');
    await expect(spend(counter, 'user', 'Too many.')).resolves.toBeUndefined();
    await expect(spend(counter, 'user', 'Too many.')).rejects.toBeInstanceOf(RateLimitedError);
  });
});
