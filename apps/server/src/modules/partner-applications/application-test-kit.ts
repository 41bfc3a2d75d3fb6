import type { LightMyRequestResponse } from 'fastify';
import type { Application, ApplicationFile } from '@railbite/contract/partner-application';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { cuisines } from '../../db/schema/catalog.ts';
import { stations } from '../../db/schema/trains.ts';
import { registerCustomer } from '../../testing/customer.ts';
import type { TestCustomer } from '../../testing/customer.ts';
import type { Config } from '../../config.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;
export type ErrorBody = {
  error: { code: string; message: string; details?: { fields?: { field: string; message: string }[] } };
};
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;

/** The smallest files of each type, by their magic numbers. */
export const sampleBytes = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a46494600', 'hex'),
};

/** The day after `now` plus `days`, as YYYY-MM-DD. */
export const dateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A test app with a station and a cuisine to choose, and helpers for applicants. */
export async function createApplicationKit(overrides: Partial<Config> = {}) {
  const t: TestApp = await createTestApp(overrides);
  await t.database.db.insert(stations).values({ code: 'CSMT', name: 'Mumbai CSMT' }).onConflictDoNothing();
  const [cuisine] = await t.database.db
    .insert(cuisines)
    .values({ name: 'Thali', imagePath: '/images/cuisines/thali.svg' })
    .returning({ id: cuisines.id });
  if (!cuisine) throw new Error('no cuisine');
  const cuisineId = cuisine.id;

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers?: Headers,
    payload?: object | Buffer,
  ) => t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

  function validInfo() {
    return {
      ownerName: 'Asha Rao',
      restaurantName: 'Asha Kitchen',
      email: 'asha@example.in',
      mobile: '98765 43210',
      whatsappOption: 'same',
      differentWhatsapp: null,
      outlet: {
        completeAddress: '12 Station Road',
        area: 'Fort',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        landmark: null,
        latitude: 18.94,
        longitude: 72.835,
        placeId: null,
      },
      stationCode: 'CSMT',
      deliveryCities: ['Mumbai'],
      cuisineIds: [cuisineId],
      costForTwo: 400,
      minimumOrder: 99,
      isPureVeg: false,
      timingOption: 'same',
      workingDays: ['Monday', 'Tuesday'],
      slot: { openTime: '22:00', closeTime: '02:00' },
      daySlots: {},
    };
  }

  async function upload(
    applicant: { headers: Headers },
    kind: ApplicationFile['kind'],
    bytes: Buffer = sampleBytes.pdf,
    name = 'licence.pdf',
    contentType = 'application/octet-stream',
  ) {
    return t.app.inject({
      method: 'POST',
      url: `${paths.files}?kind=${kind}&name=${encodeURIComponent(name)}`,
      headers: { ...applicant.headers, 'content-type': contentType },
      payload: bytes,
    });
  }

  async function uploaded(applicant: { headers: Headers }, kind: ApplicationFile['kind'], bytes?: Buffer) {
    const response = await upload(
      applicant,
      kind,
      bytes ?? (kind === 'dish_photo' ? sampleBytes.png : sampleBytes.pdf),
    );
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return response.json<{ data: ApplicationFile }>().data.fileId;
  }

  async function validDocuments(applicant: { headers: Headers }) {
    return {
      businessPan: 'AAPFU0939F',
      gstStatus: 'registered',
      gstin: '27AAPFU0939F1ZV',
      gstDeclaration: false,
      fssaiStatus: 'licensed',
      fssaiNumber: '10019022009876',
      fssaiExpiry: dateIn(t.clock.now(), 200),
      fssaiApplicationNumber: null,
      bankAccountHolder: 'Asha Rao',
      bankIfsc: 'HDFC0001234',
      bankAccount: '123456789012',
      bankAccountConfirm: '123456789012',
      fssaiCertificateFileId: await uploaded(applicant, 'fssai_certificate'),
      panCardFileId: await uploaded(applicant, 'pan_card'),
      bankProofFileId: await uploaded(applicant, 'bank_proof'),
    };
  }

  function validMenu(photoFileId: number | null = null) {
    return {
      categories: [
        {
          id: 'c1',
          name: 'Thalis',
          dishes: [
            {
              id: 'd1',
              name: 'Veg thali',
              description: 'Dal, sabzi, rice, 3 rotis',
              price: 149,
              mealCategory: 'Veg',
              isBestseller: true,
              isAvailable: true,
              photoFileId,
            },
          ],
        },
      ],
    };
  }

  /** A signed-up account with a started application. */
  async function applicant(): Promise<TestCustomer> {
    const customer = await registerCustomer(t.app, 'Asha');
    const started = await inject('POST', paths.application, customer.headers);
    if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
    return customer;
  }

  async function saveStep(who: { headers: Headers }, step: 'info' | 'documents' | 'menu', body: object) {
    return inject('PUT', paths.step(step), who.headers, body);
  }

  /** Keeps what was typed so far on a step (ADR 038). */
  async function savePartial(who: { headers: Headers }, step: 'info' | 'documents' | 'menu', body: object) {
    return inject('PUT', paths.partial(step), who.headers, body);
  }

  /** An applicant with the first three steps saved. */
  async function readyToSign() {
    const who = await applicant();
    for (const [step, body] of [
      ['info', validInfo()],
      ['documents', await validDocuments(who)],
      ['menu', validMenu()],
    ] as const) {
      const saved = await saveStep(who, step, body);
      if (saved.statusCode !== 200) throw new Error(`${step} failed: ${saved.body}`);
    }
    return who;
  }

  const applicationOf = (response: LightMyRequestResponse) => response.json<{ data: Application }>().data;

  return {
    t,
    inject,
    validInfo,
    validDocuments,
    validMenu,
    upload,
    uploaded,
    applicant,
    saveStep,
    savePartial,
    readyToSign,
    applicationOf,
  };
}

export type ApplicationKit = Awaited<ReturnType<typeof createApplicationKit>>;
