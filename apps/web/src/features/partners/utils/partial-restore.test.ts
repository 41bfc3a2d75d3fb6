// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Application } from '@railbite/contract/partner-application';
import { infoPartialSchema } from '@railbite/contract/partner-application-partial';
import { documentsFormDefaults } from './documents-form';
import { fitToSchema } from './fit-partial';
import { infoBody, infoFormDefaults } from './info-form';

const started: Application = {
  applicationId: 1,
  status: 'draft',
  info: null,
  documents: null,
  menu: null,
  partial: { info: null, documents: null, menu: null },
  contract: null,
  nextStep: 'info',
  files: [],
  review: null,
  submittedAt: null,
  updatedAt: '2026-12-02T03:00:00.000Z',
};

describe('a step opened with what was typed elsewhere (ADR 038)', () => {
  it('puts the typed fields over the blank step and keeps the rest at their defaults', () => {
    const values = infoFormDefaults({
      ...started,
      partial: {
        ...started.partial,
        info: {
          ownerName: 'Sunita Rao',
          email: 'sunita@exam',
          deliveryCities: ['Kolkata', 'Howrah'],
          outlet: { city: 'Kolkata', landmark: null },
          slot: { openTime: '22:00' },
          timingOption: 'separate',
          daySlots: { Monday: { closeTime: '02:00' } },
        },
      },
    });
    expect(values).toMatchObject({
      ownerName: 'Sunita Rao',
      restaurantName: '',
      email: 'sunita@exam',
      deliveryCitiesText: 'Kolkata, Howrah',
      outlet: { city: 'Kolkata', landmark: '', completeAddress: '' },
      slot: { openTime: '22:00', closeTime: '23:00' },
      daySlots: { Monday: { openTime: '22:00', closeTime: '02:00' } },
      workingDays: expect.arrayContaining(['Monday', 'Sunday']) as unknown,
    });
  });

  it('turns the form back into the same partial it was opened from', () => {
    const typed = { ownerName: 'Sunita Rao', deliveryCities: ['Kolkata'], costForTwo: 400 };
    const values = infoFormDefaults({ ...started, partial: { ...started.partial, info: typed } });
    expect(fitToSchema(infoPartialSchema, infoBody(values))).toMatchObject(typed);
  });

  it('restores the typed document numbers and chosen uploads, blanks for the rest', () => {
    const values = documentsFormDefaults({
      ...started,
      partial: { ...started.partial, documents: { businessPan: 'AAPF', gstin: null, panCardFileId: 7 } },
    });
    expect(values).toMatchObject({ businessPan: 'AAPF', gstin: '', panCardFileId: 7, bankIfsc: '' });
  });
});

describe('fitToSchema', () => {
  it('leaves out only what the schema refuses, at any depth, lists whole', () => {
    const fitted = fitToSchema(infoPartialSchema, {
      ownerName: 'Asha',
      costForTwo: Number.NaN,
      outlet: { city: 'Mumbai', latitude: 200 },
      deliveryCities: ['Mumbai', 'x'.repeat(61)],
    });
    expect(fitted).toEqual({ ownerName: 'Asha', outlet: { city: 'Mumbai' } });
  });
});
