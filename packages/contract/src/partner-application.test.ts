import { describe, expect, it } from 'vitest';
import {
  documentsDraftSchemaOn,
  infoDraftSchema,
  menuDraftSchema,
  openingSlotSchema,
  type DocumentsDraftInput,
  type InfoDraftInput,
} from './partner-application.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

export const validInfo: InfoDraftInput = {
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
  stationCode: 'csmt',
  deliveryCities: ['Mumbai'],
  cuisineIds: [1],
  costForTwo: 400,
  minimumOrder: 99,
  isPureVeg: false,
  timingOption: 'same',
  workingDays: ['Monday', 'Tuesday'],
  slot: { openTime: '09:00', closeTime: '23:00' },
  daySlots: {},
};

const validDocuments: DocumentsDraftInput = {
  businessPan: 'aapfu0939f',
  gstStatus: 'registered',
  gstin: '27AAPFU0939F1ZV',
  gstDeclaration: false,
  fssaiStatus: 'licensed',
  fssaiNumber: '10019022009876',
  fssaiExpiry: '2027-03-01',
  fssaiApplicationNumber: null,
  bankAccountHolder: 'Asha Rao',
  bankIfsc: 'hdfc0001234',
  bankAccount: '123456789012',
  bankAccountConfirm: '1234 5678 9012',
  fssaiCertificateFileId: 1,
  panCardFileId: 2,
  bankProofFileId: 3,
};

describe('opening hours', () => {
  it('accept hours that cross midnight (22:00–02:00)', () => {
    expect(openingSlotSchema.safeParse({ openTime: '22:00', closeTime: '02:00' }).success).toBe(true);
  });
  it('refuse equal times and times that are not 24-hour', () => {
    expect(messages(openingSlotSchema.safeParse({ openTime: '22:00', closeTime: '22:00' }))).toEqual({
      closeTime: 'Opening and closing times must differ',
    });
    expect(openingSlotSchema.safeParse({ openTime: '24:00', closeTime: '02:00' }).success).toBe(false);
  });
});

describe('restaurant information', () => {
  it('normalises what it keeps (mobile, email, station code)', () => {
    const info = infoDraftSchema.parse(validInfo);
    expect([info.mobile, info.email, info.stationCode]).toEqual(['9876543210', 'asha@example.in', 'CSMT']);
  });
  it('needs the WhatsApp number when it differs, a pin in India and no unknown field', () => {
    const result = infoDraftSchema.safeParse({
      ...validInfo,
      whatsappOption: 'different',
      outlet: { ...validInfo.outlet, latitude: 51.5, longitude: -0.12 },
      rating: 4,
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['', 'differentWhatsapp', 'outlet.latitude']);
    const whatsapp = infoDraftSchema.safeParse({ ...validInfo, whatsappOption: 'different' });
    // With another field wrong too: both at once.
    const both = infoDraftSchema.safeParse({ ...validInfo, whatsappOption: 'different', mobile: '12' });
    expect(Object.keys(messages(both)).sort()).toEqual(['differentWhatsapp', 'mobile']);
    expect(messages(whatsapp)).toEqual({ differentWhatsapp: 'Enter a valid 10-digit WhatsApp number' });
  });
});

describe('documents', () => {
  const on = documentsDraftSchemaOn('2026-11-29');
  it('normalise identifiers and keep the account number once', () => {
    const documents = on.parse(validDocuments);
    expect([documents.businessPan, documents.bankIfsc, documents.bankAccountConfirm]).toEqual([
      'AAPFU0939F',
      'HDFC0001234',
      '123456789012',
    ]);
  });
  it('refuse a licence expiring within 30 days of today, a GSTIN without the PAN, mismatched accounts', () => {
    const result = on.safeParse({
      ...validDocuments,
      businessPan: 'ABCPD1234E',
      fssaiExpiry: '2026-12-29',
      bankAccountConfirm: '123456789013',
    });
    expect(messages(result)).toEqual({
      gstin: 'The GSTIN must contain your business PAN',
      fssaiExpiry: 'Your food licence expires within 30 days. Renew it before you apply.',
      bankAccountConfirm: 'The account numbers do not match',
    });
  });
  it('say every problem in one round: a wrong field never hides the cross-field ones', () => {
    const result = on.safeParse({
      ...validDocuments,
      businessPan: 'ABC',
      bankIfsc: 'HDFC1',
      gstStatus: 'not_registered',
      gstDeclaration: false,
      fssaiExpiry: '2026-12-29',
      bankAccountConfirm: '123456789013',
    });
    expect(messages(result)).toEqual({
      businessPan: expect.any(String) as string,
      bankIfsc: 'Enter a valid IFSC, e.g. HDFC0001234',
      gstDeclaration: 'Declare that your turnover is below the GST threshold',
      fssaiExpiry: 'Your food licence expires within 30 days. Renew it before you apply.',
      bankAccountConfirm: 'The account numbers do not match',
    });
    // A wrong account number is said on its own field only.
    const wrongAccount = on.safeParse({ ...validDocuments, bankAccount: '12', bankAccountConfirm: '13' });
    expect(Object.keys(messages(wrongAccount))).toEqual(['bankAccount']);
    // Nothing that did not parse makes the rules throw.
    expect(
      on.safeParse({ ...validDocuments, gstin: 42, fssaiNumber: 7, bankAccountConfirm: null }).success,
    ).toBe(false);
  });
  it('let a kitchen below the GST threshold declare it, and one awaiting its licence give the application', () => {
    const result = on.parse({
      ...validDocuments,
      gstStatus: 'not_registered',
      gstin: '27AAPFU0939F1ZV',
      gstDeclaration: true,
      fssaiStatus: 'applied',
      fssaiNumber: null,
      fssaiExpiry: null,
      fssaiApplicationNumber: '30231129100012',
      fssaiCertificateFileId: null,
    });
    expect([result.gstin, result.fssaiNumber, result.fssaiApplicationNumber]).toEqual([
      null,
      null,
      '30231129100012',
    ]);
    const undeclared = on.safeParse({ ...validDocuments, gstStatus: 'not_registered' });
    expect(messages(undeclared)).toEqual({
      gstDeclaration: 'Declare that your turnover is below the GST threshold',
    });
  });
});

describe('menu', () => {
  const dish = {
    id: 'd1',
    name: 'Veg thali',
    description: '',
    price: 149.5,
    mealCategory: 'Veg',
    isBestseller: false,
    isAvailable: true,
    photoFileId: null,
  };
  it('needs at least one dish, prices within bounds, distinct category names', () => {
    expect(
      menuDraftSchema.safeParse({ categories: [{ id: 'c1', name: 'Thalis', dishes: [dish] }] }).success,
    ).toBe(true);
    expect(
      messages(menuDraftSchema.safeParse({ categories: [{ id: 'c1', name: 'Thalis', dishes: [] }] })),
    ).toEqual({
      categories: 'Add at least one dish',
    });
    const result = menuDraftSchema.safeParse({
      categories: [
        { id: 'c1', name: 'Thalis', dishes: [{ ...dish, price: 0.5 }] },
        { id: 'c2', name: 'thalis', dishes: [{ ...dish, price: 10.005 }] },
      ],
    });
    expect(messages(result)).toEqual({
      'categories.0.dishes.0.price': 'Price must be at least ₹1',
      'categories.1.dishes.0.price': 'Use at most two decimals',
      'categories.1.name': 'Category names must differ',
    });
  });
  it('has no rating: a live dish starts unrated', () => {
    const rated = { categories: [{ id: 'c1', name: 'Thalis', dishes: [{ ...dish, rating: 4 }] }] };
    expect(menuDraftSchema.safeParse(rated).success).toBe(false);
  });
});
