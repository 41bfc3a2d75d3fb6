import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationQueueItem, ApplicationReview } from '@railbite/contract/admin-applications';
import type { CatalogSearchResponse, MenuItem } from '@railbite/contract/catalog';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import type { MeResponse } from '@railbite/contract/auth';
import { adminPaths as paths } from '@railbite/contract/paths/admin';
import { authPaths } from '@railbite/contract/paths/auth';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { partnerApplicationPaths } from '@railbite/contract/paths/partner-application';
import { restaurants } from '../../db/schema/catalog.ts';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/partner-applications.ts';
import { users } from '../../db/schema/users.ts';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';
import { createApplicationKit } from './application-review-test-kit.ts';
import { provisioningKeyOf } from './application-review.service.ts';

let k: PartnerKit;
let applications: ReturnType<typeof createApplicationKit>;
beforeAll(async () => {
  k = await createPartnerKit();
  applications = createApplicationKit(k.t);
});
afterAll(() => k.t.close());

const reviewOf = (response: LightMyRequestResponse) => response.json<{ data: ApplicationReview }>().data;

async function queue(status?: string) {
  const response = await k.get(`${paths.applications}${status ? `?status=${status}` : ''}`, k.admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ApplicationQueueItem[] }>().data;
}

async function restaurantsFor(applicationId: number) {
  const rows = await k.t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(restaurants)
    .where(eq(restaurants.provisioningKey, provisioningKeyOf(applicationId)));
  return rows[0]?.count ?? 0;
}

describe('who may review', () => {
  it('admins only: 403 to a customer (the applicant too) and a partner, 401 without login', async () => {
    const { applicationId, applicant } = await applications.submitted();
    const customer = await k.customer();
    const requests = [
      ['GET', paths.applications, undefined],
      ['GET', paths.application(applicationId), undefined],
      ['POST', paths.approveApplication(applicationId), {}],
      ['POST', paths.requestApplicationChanges(applicationId), { step: 'menu', note: 'Prices' }],
      ['POST', paths.rejectApplication(applicationId), { reason: 'No' }],
    ] as const;
    for (const [method, url, payload] of requests) {
      for (const headers of [customer.headers, applicant.headers, k.partner.headers]) {
        const response = await k.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await k.t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    expect(await restaurantsFor(applicationId)).toBe(0);
  });
});

describe('the queue and one application', () => {
  it('lists by status, oldest submission first; 400 for an unknown status', async () => {
    const first = await applications.submitted({ restaurantName: 'Queue First' });
    k.t.clock.advance(60_000);
    const second = await applications.submitted({ restaurantName: 'Queue Second' });
    const waiting = await queue();
    const ids = waiting.map((item) => item.applicationId);
    expect(ids.indexOf(first.applicationId)).toBeLessThan(ids.indexOf(second.applicationId));
    expect(waiting.find((item) => item.applicationId === first.applicationId)).toMatchObject({
      status: 'submitted',
      restaurantName: 'Queue First',
      ownerName: 'Asha Verma',
      city: 'New Delhi',
      stationCode: 'NDLS',
      restaurantId: null,
    });
    expect((await queue('approved')).map((item) => item.applicationId)).not.toContain(first.applicationId);
    expect((await k.get(`${paths.applications}?status=draft`, k.admin.headers)).statusCode).toBe(400);
  });

  it('shows the steps, the documents with download links and each check passing', async () => {
    const { applicationId, files } = await applications.submitted();
    const response = await k.get(paths.application(applicationId), k.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const review = reviewOf(response);
    expect(review.applicant.name).toBe('Asha');
    // The reviewer compares these with the uploaded files (the account number whole).
    expect(review.documents).toMatchObject({
      businessPan: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      fssaiNumber: '10012345678901',
      fssaiExpiry: '2030-06-30',
      bankAccountHolder: 'Asha Verma',
      bankAccount: '123456789012',
      bankIfsc: 'HDFC0001234',
    });
    expect(review.contract).toMatchObject({
      commissionRate: 20,
      paymentCycle: 'weekly',
      signedName: 'Asha Verma',
    });
    expect(review.files.map((file) => [file.kind, file.downloadUrl])).toEqual([
      ['fssai_certificate', partnerApplicationPaths.file(files.fssai)],
      ['pan_card', partnerApplicationPaths.file(files.pan)],
      ['bank_proof', partnerApplicationPaths.file(files.bank)],
    ]);
    expect(review.checks.filter((check) => !check.passed)).toEqual([]);
    expect(review.checks.map((check) => check.key)).toEqual([
      'pan',
      'gstin',
      'fssai',
      'fssai_expiry',
      'fssai_certificate',
      'pan_card',
      'ifsc',
      'bank_account',
      'bank_proof',
    ]);
  });

  it('lists only the files the application names: a replaced upload is left out', async () => {
    const { applicationId, files } = await applications.submitted();
    // The PAN card uploaded first, then replaced by the one the documents step names.
    await k.t.database.db.insert(partnerApplicationFiles).values({
      applicationId,
      kind: 'pan_card',
      storageKey: `applications/${String(applicationId)}/pan-card-old`,
      fileName: 'pan-blurred.pdf',
      contentType: 'application/pdf',
      byteSize: 900,
      sha256: 'b'.repeat(64),
      createdAt: k.t.clock.now(),
    });
    const review = reviewOf(await k.get(paths.application(applicationId), k.admin.headers));
    expect(review.files.map((file) => file.fileId)).toEqual([files.fssai, files.pan, files.bank]);
    expect(review.files.map((file) => file.fileName)).not.toContain('pan-blurred.pdf');
  });

  it('says which check fails and why', async () => {
    const { applicationId, files } = await applications.submitted({
      documents: { bankAccountConfirm: '123456789013', fssaiExpiry: '2020-01-01', bankProofFileId: 999_999 },
    });
    const review = reviewOf(await k.get(paths.application(applicationId), k.admin.headers));
    expect(files.bank).not.toBe(999_999);
    expect(review.checks.filter((check) => !check.passed).map((check) => [check.key, check.detail])).toEqual([
      ['fssai_expiry', 'Your food licence has expired. Renew it with FSSAI before you apply.'],
      ['bank_account', 'The confirmation does not match the account number'],
      ['bank_proof', 'The named file is not among the application’s uploads'],
    ]);
  });

  it('answers 404 for no such application and 400 for a bad id', async () => {
    expect((await k.get(paths.application(999_999), k.admin.headers)).statusCode).toBe(404);
    expect((await k.post(paths.approveApplication(999_999), k.admin.headers)).statusCode).toBe(404);
    expect((await k.get(paths.application('abc'), k.admin.headers)).statusCode).toBe(400);
  });
});

describe('approve', () => {
  it('creates the restaurant: found by search, menu served, orderable, and its owner runs it', async () => {
    const { applicationId, applicant, userId } = await applications.submitted({
      restaurantName: 'Gali Paranthe Ki Rasoi',
      dishName: 'Nalli Nihari',
    });
    const response = await k.post(paths.approveApplication(applicationId), k.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const approved = reviewOf(response);
    expect(approved.status).toBe('approved');
    const restaurantId = approved.restaurantId ?? 0;
    expect(restaurantId).toBeGreaterThan(0);

    const search = await k.get(`${catalogPaths.search}?search=nalli%20nihari`);
    expect(
      search.json<CatalogSearchResponse>().data.restaurants.map((restaurant) => restaurant.restaurant_id),
    ).toContain(restaurantId);
    const menu = (await k.get(catalogPaths.restaurantItems(restaurantId))).json<{ data: MenuItem[] }>().data;
    expect(menu.map((item) => [item.itemName, item.finalPrice, item.ratingCount])).toEqual([
      ['Nalli Nihari', 240, 0],
      ['Nalli Nihari Half', 150.5, 0],
    ]);

    const [user] = await k.t.database.db
      .select({ roleType: users.roleType })
      .from(users)
      .where(eq(users.id, userId));
    expect(user?.roleType).toBe('partner');
    const console = await k.get(partnerPaths.restaurants, applicant.headers);
    expect(console.json<{ data: PartnerRestaurant[] }>().data).toEqual([
      expect.objectContaining({
        restaurantId,
        name: 'Gali Paranthe Ki Rasoi',
        role: 'owner',
        opensAt: '11:00',
        closesAt: '10:59',
      }),
    ]);

    const customer = await k.customer();
    await k.addToCart(customer, { menuId: menu[0]?.menuId ?? 0, restaurantId });
    const order = await k.placed(customer, { directionToReach: 'Gate 3' });
    expect(order.orderId).toMatch(/^ORD/);
    expect((await queue('approved')).map((item) => item.applicationId)).toContain(applicationId);
  });

  it('carries the week over: closed days and each day’s own hours (ADR 037)', async () => {
    const { applicationId, applicant } = await applications.submitted({
      hours: {
        timingOption: 'separate',
        workingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        slot: { openTime: '09:00', closeTime: '22:00' },
        daySlots: {
          Friday: { openTime: '18:00', closeTime: '02:00' },
          Sunday: { openTime: '10:00', closeTime: '12:00' },
        },
      },
    });
    // Logged in before approval: the same session reads its new role from the server at once.
    const before = await k.get(authPaths.me, applicant.headers);
    expect(before.json<MeResponse>().data.roleType).toBe('customer');
    expect((await k.post(paths.approveApplication(applicationId), k.admin.headers)).statusCode).toBe(200);
    const me = await k.get(authPaths.me, applicant.headers);
    expect(me.json<MeResponse>().data.roleType).toBe('partner');

    const console = await k.get(partnerPaths.restaurants, applicant.headers);
    const daily = { opensAt: '09:00', closesAt: '22:00' };
    expect(console.json<{ data: PartnerRestaurant[] }>().data[0]).toMatchObject({
      ...daily,
      weeklyHours: [daily, daily, daily, daily, { opensAt: '18:00', closesAt: '02:00' }, daily, null],
    });
  });

  it('clicked twice, or twice at once: exactly one restaurant', async () => {
    const { applicationId } = await applications.submitted();
    const [first, second] = await Promise.all([
      k.post(paths.approveApplication(applicationId), k.admin.headers),
      k.post(paths.approveApplication(applicationId), k.admin.headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await k.post(paths.approveApplication(applicationId), k.admin.headers);
    expect(again.statusCode).toBe(200);
    const ids = [first, second, again].map((response) => reviewOf(response).restaurantId);
    expect(new Set(ids).size).toBe(1);
    expect(await restaurantsFor(applicationId)).toBe(1);
  });

  it('refuses an application already sent back or rejected (409), creating nothing', async () => {
    const sentBack = await applications.submitted();
    await k.post(paths.requestApplicationChanges(sentBack.applicationId), k.admin.headers, {
      step: 'menu',
      note: 'Add prices',
    });
    expect((await k.post(paths.approveApplication(sentBack.applicationId), k.admin.headers)).statusCode).toBe(
      409,
    );
    expect(await restaurantsFor(sentBack.applicationId)).toBe(0);
  });

  it('refuses a body', async () => {
    const { applicationId } = await applications.submitted();
    const response = await k.post(paths.approveApplication(applicationId), k.admin.headers, {
      restaurantId: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(await restaurantsFor(applicationId)).toBe(0);
  });
});

describe('request changes and reject', () => {
  it('sends it back with the step and the note the applicant sees', async () => {
    const { applicationId } = await applications.submitted();
    const response = await k.post(paths.requestApplicationChanges(applicationId), k.admin.headers, {
      step: 'documents',
      note: '  The PAN card photo is blurred.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(reviewOf(response)).toMatchObject({
      status: 'changes_requested',
      review: { step: 'documents', note: 'The PAN card photo is blurred.' },
    });
    const [row] = await k.t.database.db
      .select({ reviewedBy: partnerApplications.reviewedBy })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(row?.reviewedBy).toBe(k.admin.userId);
    expect((await queue('changes_requested')).map((item) => item.applicationId)).toContain(applicationId);
    // Waiting for the applicant now: no second decision until they submit again.
    expect(
      (await k.post(paths.rejectApplication(applicationId), k.admin.headers, { reason: 'No' })).statusCode,
    ).toBe(409);
  });

  it('refuses a missing note, an unknown step and an over-long note', async () => {
    const { applicationId } = await applications.submitted();
    for (const body of [
      { step: 'menu' },
      { step: 'menu', note: '   ' },
      { step: 'photos', note: 'x' },
      { step: 'menu', note: 'x'.repeat(1001) },
    ])
      expect(
        (await k.post(paths.requestApplicationChanges(applicationId), k.admin.headers, body)).statusCode,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
  });

  it('rejects with a reason; a reason is required', async () => {
    const { applicationId } = await applications.submitted();
    expect((await k.post(paths.rejectApplication(applicationId), k.admin.headers, {})).statusCode).toBe(400);
    const response = await k.post(paths.rejectApplication(applicationId), k.admin.headers, {
      reason: 'The kitchen is outside our delivery cities.',
    });
    expect(reviewOf(response)).toMatchObject({
      status: 'rejected',
      review: { step: null, note: 'The kitchen is outside our delivery cities.' },
      restaurantId: null,
    });
    expect((await k.post(paths.approveApplication(applicationId), k.admin.headers)).statusCode).toBe(409);
    expect(await restaurantsFor(applicationId)).toBe(0);
  });
});
