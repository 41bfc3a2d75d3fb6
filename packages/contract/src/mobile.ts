/**
 * Indian mobile numbers: 10 digits starting 6–9. People type them with a +91, 91 or 0 prefix and with
 * spaces or dashes; we accept all of those and keep one normal form (the bare 10 digits).
 */
const separators = /[\s\-().]/g;
const normalForm = /^[6-9]\d{9}$/;

export function normalizeIndianMobile(input: string): string | null {
  let digits = input.replace(separators, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return normalForm.test(digits) ? digits : null;
}

export const invalidMobileMessage = 'Enter a valid 10-digit Indian mobile number';
