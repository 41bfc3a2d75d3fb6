import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
import { startMsg91Fake } from './msg91-fake.ts';
import { createMsg91SmsSender } from './msg91-sms-sender.ts';
import { createSmsOutboxRepository } from './sms-outbox.repository.ts';
import { createSmsOutboxSweep } from './sms-outbox.sweep.ts';
import type { SmsSender } from './sms-sender.ts';
import { SmsSendError } from './sms-sender.ts';

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const minute = 60_000;

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startMsg91Fake({ authKey: 'test-auth-key' });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

let keys = 0;
async function queued(
  outbox: ReturnType<typeof createSmsOutboxRepository>,
  now: Date,
  toMobile = '9876543210',
) {
  keys += 1;
  await outbox.enqueue({
    idempotencyKey: `test:${String(keys)}`,
    purpose: 'password_reset',
    toMobile,
    variables: { code: '123456' },
    body: '123456 is your RailBite code.',
    now,
    sendBy: new Date(now.getTime() + 10 * minute),
  });
  return `test:${String(keys)}`;
}

async function rowOf(key: string) {
  const rows = await database.db.select().from(smsOutbox);
  const row = rows.find((candidate) => candidate.idempotencyKey === key);
  if (!row) throw new Error(`no outbox row ${key}`);
  return row;
}

function setUp(sender: SmsSender) {
  const clock = createManualClock(new Date('2026-11-28T10:00:00Z'));
  const outbox = createSmsOutboxRepository(database.db);
  const sweep = createSmsOutboxSweep({ clock, sender, outbox, log: silent });
  return { clock, outbox, sweep };
}

describe('the SMS outbox and its sweep', () => {
  it('sends through MSG91’s Flow API as documented, once, and forgets the code once MSG91 has it', async () => {
    const { clock, outbox, sweep } = setUp(
      createMsg91SmsSender({
        authKey: 'test-auth-key',
        templateIds: { password_reset: 'tmpl-reset' },
        baseUrl: fake.baseUrl,
        timeoutMs: 2_000,
      }),
    );
    const key = await queued(outbox, clock.now());
    // The same key again (a retried request) queues nothing more.
    await outbox.enqueue({
      idempotencyKey: key,
      purpose: 'password_reset',
      toMobile: '9876543210',
      variables: { code: '999999' },
      body: 'another',
      now: clock.now(),
      sendBy: new Date(clock.now().getTime() + minute),
    });
    const before = fake.received.length;
    expect(await sweep.run()).toBe(1);
    expect(fake.received.slice(before)).toEqual([
      {
        authkey: 'test-auth-key',
        body: {
          template_id: 'tmpl-reset',
          short_url: '0',
          recipients: [{ mobiles: '919876543210', code: '123456' }],
        },
      },
    ]);
    const row = await rowOf(key);
    expect(row).toMatchObject({
      state: 'sent',
      sender: 'msg91',
      variables: {},
      body: '(sent; text removed)',
    });
    expect(row.providerRef).toMatch(/^3f6a/);
    const after = fake.received.length;
    expect(await sweep.run()).toBe(0);
    expect(fake.received.length).toBe(after);
  });

  it('tries again with backoff after an outage, and gives up on a refusal at once', async () => {
    const sender = createMsg91SmsSender({
      authKey: 'test-auth-key',
      templateIds: { password_reset: 'tmpl-reset' },
      baseUrl: fake.baseUrl,
      timeoutMs: 2_000,
    });
    const { clock, outbox, sweep } = setUp(sender);
    const key = await queued(outbox, clock.now());
    fake.answerNext({ status: 503, body: 'upstream down' });
    await sweep.run();
    expect(await rowOf(key)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'MSG91 answered HTTP 503',
    });
    // Not due again at once…
    expect(await sweep.run()).toBe(0);
    clock.advance(5_000);
    expect(await sweep.run()).toBe(1);
    expect(await rowOf(key)).toMatchObject({ state: 'sent', attempts: 2 });

    const refused = await queued(outbox, clock.now());
    fake.answerNext({
      status: 200,
      body: JSON.stringify({ type: 'error', message: 'Template not approved' }),
    });
    await sweep.run();
    expect(await rowOf(refused)).toMatchObject({
      state: 'failed',
      lastError: 'MSG91 refused the message (HTTP 200): Template not approved',
    });
  });

  it('gives up on a message not sent before its send-by time', async () => {
    const failing: SmsSender = {
      name: 'flaky',
      keepsText: false,
      send: () => Promise.reject(new SmsSendError('down', false)),
    };
    const { clock, outbox, sweep } = setUp(failing);
    const key = await queued(outbox, clock.now());
    await sweep.run();
    clock.advance(11 * minute);
    await sweep.run();
    expect(await rowOf(key)).toMatchObject({ state: 'failed', lastError: 'down' });
  });

  it('leaves a message another sweeper holds, and takes it back after the lease if that one died', async () => {
    const sent: string[] = [];
    const sender: SmsSender = {
      name: 'recording',
      keepsText: true,
      send: (message) => {
        sent.push(message.body);
        return Promise.resolve({ providerRef: null });
      },
    };
    const { clock, outbox, sweep } = setUp(sender);
    const key = await queued(outbox, clock.now(), '9000000001');
    // A sweeper claims it and dies before sending.
    const claimed = await outbox.claimDue(clock.now(), 50, 60_000);
    expect(claimed.map((row) => row.idempotencyKey)).toContain(key);
    expect(await sweep.run()).toBe(0);
    clock.advance(60_000);
    expect(await sweep.run()).toBe(1);
    expect(sent).toEqual(['123456 is your RailBite code.']);
    expect(await rowOf(key)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
