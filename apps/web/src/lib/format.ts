// Written out rather than with Intl.NumberFormat: building an en-IN currency formatter loads ICU's
// locale data, about 20 ms on a desktop and 80 ms on a slow phone in the middle of the page's start
// (measured, docs/benchmarks.md). format.test.ts checks these give exactly Intl's text.

/** Indian digit grouping: the last three digits, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/** ₹1,250 or ₹99.50 (never ₹99.5) — amounts come from the server in rupees. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (Number.isInteger(size)) return `${sign}₹${groupIndian(String(size))}`;
  const [rupees = '0', paise = '00'] = size.toFixed(2).split('.');
  return `${sign}₹${groupIndian(rupees)}.${paise}`;
}

/** A whole count with Indian grouping (1,23,456). */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.round(Math.abs(count))))}`;
}

/** Cuts at a word boundary near `max` characters and adds an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A distance from the API (km, one decimal): "2.4 km", "7 km", "1,173 km" (decimals only below 10 km);
 * "under 100 m" for what rounds to 0 ("0 km away" read as a mistake).
 */
export function formatDistanceKm(km: number): string {
  if (km < 0.1) return 'under 100 m';
  return km < 10 && !Number.isInteger(km) ? `${km.toFixed(1)} km` : `${formatCount(km)} km`;
}

/** "Tue, 8 Dec" for a YYYY-MM-DD date, as train times show their date (the server sends India dates). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
