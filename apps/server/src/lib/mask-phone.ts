/** 9876543210 → 98XXXXXX10: enough to tell two people apart, not enough to call them. */
export function maskPhone(mobile: string | null): string {
  if (!mobile || mobile.length < 4) return 'XXXXXXXXXX';
  return `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
