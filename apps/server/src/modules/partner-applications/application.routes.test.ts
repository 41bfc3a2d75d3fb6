import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { logInCustomer, registerCustomer } from '../../testing/customer.ts';
import { staffAccount } from '../../testing/staff.ts';
import { createApplicationKit, dateIn, errorOf } from './application-test-kit.ts';
import type { ApplicationKit } from './application-test-kit.ts';

let k: ApplicationKit;
beforeAll(async () => {
  k = await createApplicationKit();
});
afterAll(() => k.t.close());

describe('starting and resuming an application', () => {
  it('starts one draft per account, answers the open one on a second start, and 404s before any', async () => {
    const who = await registerCustomer(k.t.app, 'Asha');
    expect((await k.inject('GET', paths.application, who.headers)).statusCode).toBe(404);
    const first = await k.inject('POST', paths.application, who.headers);
    expect(first.statusCode).toBe(201);
    const again = await k.inject('POST', paths.application, who.headers);
    expect(again.statusCode).toBe(200);
    expect(k.applicationOf(again).applicationId).toBe(k.applicationOf(first).applicationId);
    expect(k.applicationOf(first)).toMatchObject({
      status: 'draft',
      info: null,
      nextStep: 'info',
      files: [],
    });
  });

  it('saves each step as a draft that another session (device) reads back in normal form', async () => {
    const who = await k.applicant();
    const saved = await k.saveStep(who, 'info', k.validInfo());
    expect(saved.statusCode, saved.body).toBe(200);
    const elsewhere = await logInCustomer(k.t.app, who.mobile);
    const resumed = k.applicationOf(await k.inject('GET', paths.application, elsewhere.headers));
    expect(resumed.info).toMatchObject({
      mobile: '9876543210',
      slot: { openTime: '22:00', closeTime: '02:00' },
    });
    expect(resumed.nextStep).toBe('documents');
  });

  it('refuses unknown fields, a station or cuisine not in our data, and names the field', async () => {
    const who = await k.applicant();
    const smuggled = await k.saveStep(who, 'info', { ...k.validInfo(), rating: 5 });
    expect(smuggled.statusCode).toBe(400);
    const station = await k.saveStep(who, 'info', { ...k.validInfo(), stationCode: 'ZZZZ' });
    expect(errorOf(station).details?.fields?.[0]?.field).toBe('stationCode');
    const cuisine = await k.saveStep(who, 'info', { ...k.validInfo(), cuisineIds: [999_999] });
    expect(errorOf(cuisine).details?.fields?.[0]?.field).toBe('cuisineIds');
  });

  it('refuses admins (403) and logged-out callers (401)', async () => {
    const admin = await staffAccount(k.t, 'admin');
    expect((await k.inject('POST', paths.application, admin.headers)).statusCode).toBe(403);
    expect((await k.inject('GET', paths.application)).statusCode).toBe(401);
  });
});

describe('steps gate each other', () => {
  it('documents need the information, the menu needs the documents (409 naming the next step)', async () => {
    const who = await k.applicant();
    const documents = await k.validDocuments(who);
    const early = await k.saveStep(who, 'documents', documents);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({ code: 'STEP_NOT_READY', details: { nextStep: 'info' } });
    await k.saveStep(who, 'info', k.validInfo());
    const menu = await k.saveStep(who, 'menu', k.validMenu());
    expect(errorOf(menu).details).toEqual({ nextStep: 'documents' });
    expect((await k.saveStep(who, 'documents', documents)).statusCode).toBe(200);
    const saved = await k.saveStep(who, 'menu', k.validMenu());
    expect(saved.statusCode).toBe(200);
    expect(k.applicationOf(saved).nextStep).toBe('contract');
  });

  it('applies the 30-day licence rule on the server with its own clock', async () => {
    const who = await k.applicant();
    await k.saveStep(who, 'info', k.validInfo());
    const documents = { ...(await k.validDocuments(who)), fssaiExpiry: dateIn(k.t.clock.now(), 20) };
    const refused = await k.saveStep(who, 'documents', documents);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details?.fields).toEqual([
      {
        field: 'fssaiExpiry',
        message: 'Your food licence expires within 30 days. Renew it before you apply.',
      },
    ]);
  });

  it("refuses a document pointing at another applicant's file, or a file of the wrong kind", async () => {
    const who = await k.applicant();
    const other = await k.applicant();
    await k.saveStep(who, 'info', k.validInfo());
    const documents = await k.validDocuments(who);
    const theirs = await k.uploaded(other, 'pan_card');
    const stolen = await k.saveStep(who, 'documents', { ...documents, panCardFileId: theirs });
    expect(errorOf(stolen).details?.fields?.[0]?.field).toBe('panCardFileId');
    const wrongKind = await k.saveStep(who, 'documents', {
      ...documents,
      panCardFileId: documents.bankProofFileId,
    });
    expect(errorOf(wrongKind).details?.fields?.[0]?.field).toBe('panCardFileId');
  });
});

describe("another applicant's application", () => {
  it('is never reachable: each account only ever reads and writes its own', async () => {
    const who = await k.readyToSign();
    const other = await registerCustomer(k.t.app, 'Ravi');
    expect((await k.inject('GET', paths.application, other.headers)).statusCode).toBe(404);
    expect((await k.saveStep(other, 'info', k.validInfo())).statusCode).toBe(404);
    const mine = k.applicationOf(await k.inject('GET', paths.application, who.headers));
    expect(mine.menu?.categories[0]?.dishes[0]?.name).toBe('Veg thali');
  });
});

describe('station search', () => {
  it('finds stations by code or name', async () => {
    const who = await k.applicant();
    for (const q of ['csmt', 'mum']) {
      const found = await k.inject('GET', `${paths.stations}?q=${q}`, who.headers);
      expect(found.json<{ data: unknown[] }>().data).toEqual([{ code: 'CSMT', name: 'Mumbai CSMT' }]);
    }
  });
});
