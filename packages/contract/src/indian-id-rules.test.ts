import { describe, expect, it } from 'vitest';
import {
  bankAccountProblem,
  fssaiApplicationProblem,
  fssaiProblem,
  gstinCheckCharacter,
  gstinProblem,
  ifscProblem,
  indiaDate,
  licenceExpiryProblem,
  panProblem,
} from './indian-id-rules.ts';

describe('PAN', () => {
  it.each(['AAPFU0939F', 'abcpd1234e', ' ABCPD 1234E '])('accepts %j', (pan) => {
    expect(panProblem(pan)).toBeUndefined();
  });
  it.each([
    ['', 'Enter your business PAN'],
    ['AAPFU0939', 'Enter a valid PAN, e.g. AAPFU0939F'],
    ['AAPF10939F', 'Enter a valid PAN, e.g. AAPFU0939F'],
    ['AAPXU0939F', 'Enter a valid PAN, e.g. AAPFU0939F'],
  ])('rejects %j', (pan, message) => {
    expect(panProblem(pan)).toBe(message);
  });
});

describe('GSTIN', () => {
  it('computes the published check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
  it('accepts a real GSTIN, in any case, matching the PAN', () => {
    expect(gstinProblem('27aapfu0939f1zv', 'AAPFU0939F')).toBeUndefined();
  });
  it.each([
    ['', 'Enter your GSTIN'],
    ['27AAPFU0939F1Z', 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    ['00AAPFU0939F1ZV', 'A GSTIN starts with an Indian state code (01 to 38)'],
    ['45AAPFU0939F1ZV', 'A GSTIN starts with an Indian state code (01 to 38)'],
    ['27AAPFU0939F1XV', 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    ['27AAPFU0939F1ZW', 'This GSTIN has a typo: its check character does not match'],
  ])('rejects %j', (gstin, message) => {
    expect(gstinProblem(gstin)).toBe(message);
  });
  it('must contain the business PAN', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'ABCPD1234E')).toBe('The GSTIN must contain your business PAN');
  });
});

describe('IFSC, bank account, FSSAI', () => {
  it('accepts real formats', () => {
    expect(ifscProblem('HDFC0001234')).toBeUndefined();
    expect(ifscProblem('sbin0ab1234')).toBeUndefined();
    expect(bankAccountProblem('123456789')).toBeUndefined();
    expect(bankAccountProblem('1234 5678 9012 3456 78')).toBeUndefined();
    expect(fssaiProblem('10019022009876')).toBeUndefined();
    expect(fssaiProblem('21519012000123')).toBeUndefined();
  });
  it.each([
    [ifscProblem, 'HDFC1001234', 'Enter a valid IFSC, e.g. HDFC0001234'],
    [ifscProblem, 'HDF00001234', 'Enter a valid IFSC, e.g. HDFC0001234'],
    [bankAccountProblem, '12345678', 'A bank account number has 9 to 18 digits'],
    [bankAccountProblem, '1234567890123456789', 'A bank account number has 9 to 18 digits'],
    [bankAccountProblem, '12345678A', 'A bank account number has 9 to 18 digits'],
    [fssaiProblem, '1001902200987', 'An FSSAI number has 14 digits and starts with 1 or 2'],
    [fssaiProblem, '30019022009876', 'An FSSAI number has 14 digits and starts with 1 or 2'],
  ])('%o rejects %j', (check, value, message) => {
    expect(check(value)).toBe(message);
  });
});

describe('food licence expiry (must not expire within 30 days)', () => {
  const today = '2026-03-01';
  it('accepts a licence valid for more than 30 days', () => {
    expect(licenceExpiryProblem('2026-04-01', today)).toBeUndefined();
  });
  it.each(['2026-03-31', '2026-03-02', '2026-03-01'])('refuses %s (within 30 days)', (expiry) => {
    expect(licenceExpiryProblem(expiry, today)).toBe(
      'Your food licence expires within 30 days. Renew it before you apply.',
    );
  });
  it('refuses an expired licence and a missing date', () => {
    expect(licenceExpiryProblem('2026-02-28', today)).toBe(
      'Your food licence has expired. Renew it with FSSAI before you apply.',
    );
    expect(licenceExpiryProblem('', today)).toBe('Enter the date your food licence expires');
  });
});

describe('FSSAI application reference and the Indian date', () => {
  it('accepts 8 to 20 letters or digits, refuses others', () => {
    expect(fssaiApplicationProblem('30231129 1000 12')).toBeUndefined();
    expect(fssaiApplicationProblem('1234567')).toBe(
      'An FSSAI application reference has 8 to 20 letters or digits',
    );
    expect(fssaiApplicationProblem('')).toBe('Enter your FSSAI application reference number');
  });
  it('counts days in India: 20:00 UTC is already the next day there', () => {
    expect(indiaDate(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});
