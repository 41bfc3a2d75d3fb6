import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths as paths } from '@railbite/contract/paths/admin';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';
import { createApplicationKit } from './application-review-test-kit.ts';
import { msg91WithResetTemplateOnly } from '../../testing/sms-config.ts';

// The status page promises "we will text you when we have decided": each decision queues one text.
let k: PartnerKit;
let applications: ReturnType<typeof createApplicationKit>;
beforeAll(async () => {
  k = await createPartnerKit();
  applications = createApplicationKit(k.t);
});
afterAll(() => k.t.close());

const textsFor = (applicationId: number) =>
  k.t.database.db
    .select()
    .from(smsOutbox)
    .where(like(smsOutbox.idempotencyKey, `partner-decision:${String(applicationId)}:%`));

describe('the applicant is texted each decision', () => {
  it('approval: one text to the account’s number, however often it is approved', async () => {
    const { applicationId, applicant } = await applications.submitted({ restaurantName: 'Karim Dhaba' });
    const [first, second] = await Promise.all([
      k.post(paths.approveApplication(applicationId), k.admin.headers),
      k.post(paths.approveApplication(applicationId), k.admin.headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await k.post(paths.approveApplication(applicationId), k.admin.headers)).statusCode).toBe(200);
    const texts = await textsFor(applicationId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      purpose: 'partner_decision',
      toMobile: applicant.mobile,
      state: 'pending',
      variables: { restaurant: 'Karim Dhaba', outcome: expect.stringContaining('is approved') as string },
      body: expect.stringMatching(/^RailBite: your application for Karim Dhaba is approved\./) as string,
    });
    // Sent by the sweep, like every text.
    await k.t.app.sweeper.runOnce();
    const [sent] = await textsFor(applicationId);
    expect(sent?.state).toBe('sent');
  });

  it('a change asked for, and a rejection: a text each, never the note or the reason', async () => {
    const sentBack = await applications.submitted({ restaurantName: 'Moti Mahal' });
    await k.post(paths.requestApplicationChanges(sentBack.applicationId), k.admin.headers, {
      step: 'documents',
      note: 'The PAN card photo is blurred.',
    });
    const rejected = await applications.submitted({ restaurantName: 'Gola Kebab' });
    await k.post(paths.rejectApplication(rejected.applicationId), k.admin.headers, {
      reason: 'Outside our delivery cities.',
    });
    const [change] = await textsFor(sentBack.applicationId);
    expect(change?.body).toBe(
      'RailBite: your application for Moti Mahal needs a change before we can approve it. Log in to RailBite Partners to see what to fix.',
    );
    const [rejection] = await textsFor(rejected.applicationId);
    expect(rejection?.body).toBe(
      'RailBite: your application for Gola Kebab was not approved. Log in to RailBite Partners to read why.',
    );
    expect(`${change?.body ?? ''} ${rejection?.body ?? ''}`).not.toMatch(/PAN|delivery cities/);
  });

  it('a refused decision (409) or an unknown application (404) texts nothing', async () => {
    const { applicationId } = await applications.submitted();
    await k.post(paths.rejectApplication(applicationId), k.admin.headers, { reason: 'No' });
    expect((await k.post(paths.approveApplication(applicationId), k.admin.headers)).statusCode).toBe(409);
    expect(await textsFor(applicationId)).toHaveLength(1);
    expect((await k.post(paths.approveApplication(999_999), k.admin.headers)).statusCode).toBe(404);
    expect(await textsFor(999_999)).toEqual([]);
  });

  it('a long restaurant name is cut to the template’s 30 characters, the outcome kept whole', async () => {
    const { applicationId } = await applications.submitted({
      restaurantName: 'The Grand Old Paharganj Biryani House',
    });
    await k.post(paths.approveApplication(applicationId), k.admin.headers);
    const [text] = await textsFor(applicationId);
    expect(text?.variables).toMatchObject({ restaurant: 'The Grand Old Paharganj Birya…' });
    expect(text?.body).toContain('is approved. Log in to RailBite Partners and open the partner console');
  });
});

describe('MSG91 without the decision template', () => {
  let bare: PartnerKit;
  beforeAll(async () => {
    bare = await createPartnerKit({}, { sms: msg91WithResetTemplateOnly });
  });
  afterAll(() => bare.t.close());

  it('decides without a text (the status page shows the decision)', async () => {
    const { applicationId } = await createApplicationKit(bare.t).submitted();
    const response = await bare.post(paths.approveApplication(applicationId), bare.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await bare.t.database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'partner_decision')),
    ).toEqual([]);
  });
});
