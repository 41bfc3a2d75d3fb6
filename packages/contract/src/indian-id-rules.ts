/**
 * Indian business identifiers, checked by their published formats so typos are caught before anyone
 * reviews the documents. Inputs are normalised (trimmed, upper-cased, spaces removed) first.
 */
export function normalizeId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * PAN: 5 letters, 4 digits, 1 letter; the 4th letter is the holder (entity) type: P person, C company,
 * F firm or LLP, H Hindu undivided family, A association of persons, T trust, B body of individuals,
 * L local authority, J artificial juridical person, G government.
 */
export const panPattern = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

export function panProblem(value: string): string | undefined {
  const pan = normalizeId(value);
  if (pan === '') return 'Enter your business PAN';
  return panPattern.test(pan) ? undefined : 'Enter a valid PAN, e.g. AAPFU0939F';
}

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: a weighted base-36 sum of the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = base36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36.charAt((36 - (sum % 36)) % 36);
}

/** GSTIN: 2-digit state code (01–38, or 97 other territory, 99 centre), the PAN, entity number, Z, check character. */
const gstinPattern = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;

export function gstinProblem(value: string, pan?: string): string | undefined {
  const gstin = normalizeId(value);
  if (gstin === '') return 'Enter your GSTIN';
  const match = gstinPattern.exec(gstin);
  const state = Number(match?.[1]);
  if (!match) return 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV';
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99))
    return 'A GSTIN starts with an Indian state code (01 to 38)';
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14))
    return 'This GSTIN has a typo: its check character does not match';
  if (pan && panPattern.test(normalizeId(pan)) && match[2] !== normalizeId(pan))
    return 'The GSTIN must contain your business PAN';
  return undefined;
}

/** IFSC: 4 letters (bank), a zero, 6 letters or digits (branch). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function ifscProblem(value: string): string | undefined {
  const ifsc = normalizeId(value);
  if (ifsc === '') return 'Enter your bank IFSC';
  return ifscPattern.test(ifsc) ? undefined : 'Enter a valid IFSC, e.g. HDFC0001234';
}

/** Indian bank account numbers are 9 to 18 digits. */
export function bankAccountProblem(value: string): string | undefined {
  const account = value.replace(/\s+/g, '');
  if (account === '') return 'Enter your bank account number';
  return /^\d{9,18}$/.test(account) ? undefined : 'A bank account number has 9 to 18 digits';
}

/**
 * An FSSAI application (FoSCoS) reference: a kitchen whose licence is applied for gives this and
 * uploads the licence before going live.
 */
export function fssaiApplicationProblem(value: string): string | undefined {
  const reference = normalizeId(value);
  if (reference === '') return 'Enter your FSSAI application reference number';
  return /^[A-Z0-9]{8,20}$/.test(reference)
    ? undefined
    : 'An FSSAI application reference has 8 to 20 letters or digits';
}

/** FSSAI licence or registration number: 14 digits, starting 1 (licence) or 2 (registration). */
export function fssaiProblem(value: string): string | undefined {
  const fssai = value.replace(/\s+/g, '');
  if (fssai === '') return 'Enter your FSSAI licence number';
  return /^[12]\d{13}$/.test(fssai) ? undefined : 'An FSSAI number has 14 digits and starts with 1 or 2';
}

/** SPEC.md §5 Documents rule: the food licence must not expire within 30 days. */
export const licenceMinimumValidDays = 30;

/** Days from `today` to `date` (both YYYY-MM-DD), counted in whole calendar days. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function licenceExpiryProblem(expiry: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || Number.isNaN(Date.parse(`${expiry}T00:00:00Z`)))
    return 'Enter the date your food licence expires';
  const days = daysBetween(today, expiry);
  if (days < 0) return 'Your food licence has expired. Renew it with FSSAI before you apply.';
  if (days <= licenceMinimumValidDays)
    return `Your food licence expires within ${String(licenceMinimumValidDays)} days. Renew it before you apply.`;
  return undefined;
}

/** Today's date in India (YYYY-MM-DD): the licence rule counts Indian calendar days. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
