import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPartialMaxBytes } from '@railbite/contract/partner-application-rules';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { partnerApplications } from '../../db/schema/partner-applications.ts';
import { logInCustomer, registerCustomer } from '../../testing/customer.ts';
import { staffAccount } from '../../testing/staff.ts';
import { createApplicationKit, errorOf } from './application-test-kit.ts';
import type { ApplicationKit } from './application-test-kit.ts';

let k: ApplicationKit;
beforeAll(async () => {
  k = await createApplicationKit();
});
afterAll(() => k.t.close());

const halfTyped = {
  ownerName: 'Asha R',
  email: 'asha@exa',
  mobile: '98765',
  outlet: { city: 'Mumb', latitude: 18.94 },
  deliveryCities: ['Mumbai'],
};

describe('half-typed steps (ADR 038)', () => {
  it('keeps what was typed, unfinished values included, for another device to restore', async () => {
    const who = await k.applicant();
    const saved = await k.savePartial(who, 'info', halfTyped);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: { savedAt: string } }>().data.savedAt).toBe(k.t.clock.now().toISOString());

    const elsewhere = await logInCustomer(k.t.app, who.mobile);
    const resumed = k.applicationOf(await k.inject('GET', paths.application, elsewhere.headers));
    expect(resumed.partial).toEqual({ info: halfTyped, documents: null, menu: null });
    expect(resumed.info).toBeNull();

    const again = await k.savePartial(elsewhere, 'info', { ownerName: 'Asha Rao' });
    expect(again.statusCode).toBe(200);
    const latest = k.applicationOf(await k.inject('GET', paths.application, who.headers));
    expect(latest.partial.info).toEqual({ ownerName: 'Asha Rao' });
  });

  it('does not count as the step: the next step stays closed until the step is saved whole', async () => {
    const who = await k.applicant();
    await k.savePartial(who, 'info', k.validInfo());
    const application = k.applicationOf(await k.inject('GET', paths.application, who.headers));
    expect(application.nextStep).toBe('info');
    const documents = await k.saveStep(who, 'documents', await k.validDocuments(who));
    expect(documents.statusCode).toBe(409);
    expect(errorOf(documents).code).toBe('STEP_NOT_READY');
    const documentsPartial = await k.savePartial(who, 'documents', { businessPan: 'AAPF' });
    expect(documentsPartial.statusCode).toBe(409);

    // Saving the step whole replaces what was typed on it.
    const saved = await k.saveStep(who, 'info', k.validInfo());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(k.applicationOf(saved)).toMatchObject({ nextStep: 'documents', partial: { info: null } });
    expect((await k.savePartial(who, 'documents', { businessPan: 'AAPF' })).statusCode).toBe(200);
  });

  it('refuses unknown fields, at any depth, and values over the step’s limits (400)', async () => {
    const who = await k.applicant();
    for (const body of [
      { ...halfTyped, rating: 5 },
      { outlet: { city: 'Mumbai', floor: 2 } },
      { restaurantName: 'x'.repeat(81) },
      { deliveryCities: Array.from({ length: 11 }, (_, i) => `City ${String(i)}`) },
      { costForTwo: 10_001 },
      { whatsappOption: 'both' },
    ]) {
      const response = await k.savePartial(who, 'info', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await k.savePartial(who, 'menu', { categories: [{ id: 'c1', name: 'Thalis' }] })).statusCode,
    ).toBe(400);
    const application = k.applicationOf(await k.inject('GET', paths.application, who.headers));
    expect(application.partial.info).toBeNull();
  });

  it('refuses a body over the size bound (413)', async () => {
    const who = await k.applicant();
    const huge = { ownerName: 'Asha', padding: 'x'.repeat(applicationPartialMaxBytes) };
    expect((await k.savePartial(who, 'info', huge)).statusCode).toBe(413);
  });

  it('belongs to the applicant: no application → 404, others never see it, others’ files → 400', async () => {
    const owner = await k.applicant();
    await k.savePartial(owner, 'info', halfTyped);
    const stranger = await registerCustomer(k.t.app, 'Ravi');
    expect((await k.savePartial(stranger, 'info', halfTyped)).statusCode).toBe(404);
    const other = await k.applicant();
    const theirs = k.applicationOf(await k.inject('GET', paths.application, other.headers));
    expect(theirs.partial.info).toBeNull();

    const ownerWithInfo = await k.applicant();
    expect((await k.saveStep(ownerWithInfo, 'info', k.validInfo())).statusCode).toBe(200);
    const foreignFile = await k.uploaded(other, 'pan_card');
    const response = await k.savePartial(ownerWithInfo, 'documents', { panCardFileId: foreignFile });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.fields?.[0]?.field).toBe('panCardFileId');
  });

  it('is refused once submitted (409), and for admins (403) and logged-out callers (401)', async () => {
    const who = await k.applicant();
    await k.t.database.db
      .update(partnerApplications)
      .set({ status: 'submitted' })
      .where(
        eq(
          partnerApplications.id,
          k.applicationOf(await k.inject('GET', paths.application, who.headers)).applicationId,
        ),
      );
    const late = await k.savePartial(who, 'info', halfTyped);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('APPLICATION_NOT_EDITABLE');
    const admin = await staffAccount(k.t, 'admin');
    expect((await k.savePartial(admin, 'info', halfTyped)).statusCode).toBe(403);
    expect((await k.inject('PUT', paths.partial('info'), undefined, halfTyped)).statusCode).toBe(401);
  });

  it('limits saves per account (429 with Retry-After), so a client gone wrong cannot flood the server', async () => {
    const who = await k.applicant();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await k.savePartial(who, 'info', { ownerName: `Asha ${String(i)}` })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const limited = await k.savePartial(who, 'info', { ownerName: 'Asha' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account keeps its own budget.
    expect((await k.savePartial(await k.applicant(), 'info', { ownerName: 'Ravi' })).statusCode).toBe(200);
  });
});
