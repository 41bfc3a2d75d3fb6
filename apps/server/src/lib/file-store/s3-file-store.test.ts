import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ConfigFor, startFakeS3 } from '../../testing/fake-s3.ts';
import type { FakeS3 } from '../../testing/fake-s3.ts';
import { FileMissingError } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());

describe('the S3 file store', () => {
  it('puts, gets and deletes objects with SigV4-signed requests', async () => {
    const store = createS3FileStore(s3ConfigFor(fake));
    const key = 'applications/1/round-trip';
    await store.put(key, Buffer.from('hello'));
    expect(fake.objects.get(key)?.toString()).toBe('hello');
    expect(await text(await store.get(key))).toBe('hello');
    await store.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileMissingError);

    const sent = fake.requests.filter((request) => request.path === `/railbite-test-files/${key}`);
    expect(sent.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    for (const request of sent) {
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKES3TESTKEY000\//);
      expect(request.contentSha256).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    }
    store.close();
  });

  it('fails, without the file, when the signature does not verify (a wrong secret)', async () => {
    const store = createS3FileStore(s3ConfigFor(fake, { secretAccessKey: 'not-the-secret' }));
    await expect(store.put('applications/1/refused', Buffer.from('x'))).rejects.toThrow();
    expect(fake.objects.has('applications/1/refused')).toBe(false);
    // A refused read is an error of the store, not a missing file (which would answer 404).
    await expect(store.get('applications/1/refused')).rejects.not.toBeInstanceOf(FileMissingError);
    store.close();
  });

  it('refuses keys that are not ours before any request', async () => {
    const store = createS3FileStore(s3ConfigFor(fake));
    const before = fake.requests.length;
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(fake.requests.length).toBe(before);
    store.close();
  });

  it('gives up on a store that never answers, within the call timeout', async () => {
    const stalled = await startFakeS3();
    stalled.stall();
    const store = createS3FileStore(
      s3ConfigFor(stalled, { timeouts: { connectMs: 500, callMs: 600, idleMs: 600 } }),
    );
    const started = Date.now();
    await expect(store.get('applications/1/slow')).rejects.toThrow();
    await expect(store.put('applications/1/slow', Buffer.from('x'))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
    store.close();
    await stalled.close();
  });
});
