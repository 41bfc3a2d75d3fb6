import { describe, expect, it } from 'vitest';
import { emptyOnboarding } from './onboarding-data';
import { documentProblems, infoProblems, menuItemProblems } from './step-rules';

const validInfo = {
  ...emptyOnboarding.info,
  ownerName: 'Sunita Rao',
  restaurantName: 'Rao Kitchen',
  email: 'sunita@example.com',
  mobile: '98765 43210',
};
const validDocuments = {
  businessPAN: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  bankIFSC: 'HDFC0001234',
  bankAccount: '50100012345678',
  fssaiNumber: '10019022009876',
  fssaiExpiry: '2027-01-01',
};

describe('restaurant information', () => {
  it('accepts a complete form', () => {
    expect(infoProblems(validInfo)).toEqual({});
  });
  it('names each missing or wrong field', () => {
    expect(
      infoProblems({
        ...emptyOnboarding.info,
        whatsappOption: 'different',
        differentWhatsapp: '123',
        workingDays: [],
      }),
    ).toEqual({
      ownerName: "Enter the owner's full name",
      restaurantName: 'Enter the restaurant name',
      email: 'Enter a valid email address',
      mobile: 'Enter a valid 10-digit Indian mobile number',
      differentWhatsapp: 'Enter a valid 10-digit WhatsApp number',
      workingDays: 'Choose at least one working day',
    });
  });
  it('checks closing after opening, per day when days have their own hours', () => {
    expect(infoProblems({ ...validInfo, slot: { openTime: '23:00', closeTime: '09:00' } }).slot).toBe(
      'Closing time must be after opening time',
    );
    const separate = {
      ...validInfo,
      timingOption: 'separate' as const,
      workingDays: ['Monday' as const],
      daySlots: { Monday: { openTime: '10:00', closeTime: '10:00' } },
    };
    expect(infoProblems(separate).slot).toBe('Closing time must be after opening time');
  });
});

describe('documents', () => {
  it('accepts valid documents and a licence valid for more than 30 days', () => {
    expect(documentProblems(validDocuments, '2026-06-01')).toEqual({});
  });
  it('refuses a licence expiring within 30 days', () => {
    expect(documentProblems({ ...validDocuments, fssaiExpiry: '2026-06-20' }, '2026-06-01')).toEqual({
      fssaiExpiry: 'Your food licence expires within 30 days. Renew it before you apply.',
    });
  });
});

describe('menu item rules', () => {
  const valid = { name: 'Veg Hakka Noodles', price: '150', rating: '4', reviewCount: '0' };
  it('accepts the defaults (rating 4, 0 reviews)', () => {
    expect(menuItemProblems(valid)).toEqual({});
    expect(menuItemProblems({ ...valid, rating: '4.7', price: '149.50' })).toEqual({});
    expect(menuItemProblems({ ...valid, rating: '1.1', price: '1.15' })).toEqual({});
  });
  it.each([
    [{ name: '  ' }, 'name', 'Enter the dish name'],
    [{ price: '' }, 'price', 'Enter a price above ₹0'],
    [{ price: '0' }, 'price', 'Enter a price above ₹0'],
    [{ price: '1.999' }, 'price', 'Use at most two decimals'],
    [{ rating: '0.9' }, 'rating', 'Rating must be from 1 to 5, in steps of 0.1'],
    [{ rating: '5.1' }, 'rating', 'Rating must be from 1 to 5, in steps of 0.1'],
    [{ rating: '4.25' }, 'rating', 'Rating must be from 1 to 5, in steps of 0.1'],
    [{ reviewCount: '-1' }, 'reviewCount', 'Review count must be a whole number, 0 or more'],
    [{ reviewCount: '2.5' }, 'reviewCount', 'Review count must be a whole number, 0 or more'],
  ])('refuses %j', (change, field, message) => {
    expect(menuItemProblems({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
