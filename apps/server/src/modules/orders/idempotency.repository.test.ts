import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createIdempotencyRepository, idempotencyLeaseMs } from './idempotency.repository.ts';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ firstName: 'Lease', mobile: '9000000001', email: 'lease@example.test', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => database.close());

const start = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('idempotency key lease', () => {
  it('keeps an unanswered claim for the lease, then lets the same request take it over', async () => {
    const keys = createIdempotencyRepository(database.db);
    expect(await keys.claim(userId, 'k-lease', 'hash-a', start)).toEqual({ claimed: true });
    const within = await keys.claim(userId, 'k-lease', 'hash-a', later(idempotencyLeaseMs));
    expect(within).toMatchObject({ claimed: false, existing: { response: null } });
    // After the lease a different request still does not get the key.
    expect(await keys.claim(userId, 'k-lease', 'hash-b', later(idempotencyLeaseMs + 1))).toMatchObject({
      claimed: false,
    });
    expect(await keys.claim(userId, 'k-lease', 'hash-a', later(idempotencyLeaseMs + 1))).toEqual({
      claimed: true,
    });
  });

  it('lets the overtaken request neither answer nor free the key the retry now holds', async () => {
    const keys = createIdempotencyRepository(database.db);
    await keys.claim(userId, 'k-slow', 'hash-a', start);
    const retryAt = later(idempotencyLeaseMs + 1);
    await keys.claim(userId, 'k-slow', 'hash-a', retryAt);

    await keys.complete(userId, 'k-slow', start, { from: 'the slow one' });
    await keys.release(userId, 'k-slow', start);
    const held = await keys.claim(userId, 'k-slow', 'hash-a', later(idempotencyLeaseMs + 2));
    expect(held).toMatchObject({ claimed: false, existing: { response: null, createdAt: retryAt } });

    await keys.complete(userId, 'k-slow', retryAt, { from: 'the retry' });
    expect(await keys.claim(userId, 'k-slow', 'hash-a', later(idempotencyLeaseMs * 5))).toMatchObject({
      claimed: false,
      existing: { response: { from: 'the retry' }, statusCode: 200 },
    });
  });

  it('never takes over an answered key within the day', async () => {
    const keys = createIdempotencyRepository(database.db);
    await keys.claim(userId, 'k-done', 'hash-a', start);
    await keys.complete(userId, 'k-done', start, { orderId: 'ORD1' });
    expect(await keys.claim(userId, 'k-done', 'hash-a', later(idempotencyLeaseMs * 60))).toMatchObject({
      claimed: false,
      existing: { response: { orderId: 'ORD1' } },
    });
  });
});
