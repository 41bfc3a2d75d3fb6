// Written out rather than with Intl.DateTimeFormat: the first Intl formatter a page builds loads ICU's
// locale data (about 20 ms on a desktop, 80 ms on a slow phone, measured for docs/benchmarks.md), and
// the server's and the browser's ICU versions may spell a month differently, which would break
// hydration. India has kept one offset, UTC+5:30, since 1945. format-order-date.test.ts checks this
// matches Intl's en-IN text.
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The instant in India time, read with the Date's UTC getters; undefined for no date. */
function indiaTime(iso: string): Date | undefined {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? undefined : new Date(time + indiaOffsetMs);
}

function clock(india: Date): string {
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${String(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "21 Nov 2026, 8:10 pm" in India time, where the orders are delivered; '' for no date. */
export function formatOrderDate(iso: string): string {
  const india = indiaTime(iso);
  if (!india) return '';
  const month = months[india.getUTCMonth()] ?? '';
  return `${String(india.getUTCDate())} ${month} ${String(india.getUTCFullYear())}, ${clock(india)}`;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Thu, 3 Dec" for a YYYY-MM-DD date (the server's India date of a train's arrival); as given if not one. */
export function formatTrainDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) return date;
  return `${weekdays[day.getUTCDay()] ?? ''}, ${String(day.getUTCDate())} ${months[day.getUTCMonth()] ?? ''}`;
}

/** "8:10 pm" in India time, for times within the order's day (accept by, ready by); '' for no date. */
export function formatOrderTime(iso: string): string {
  const india = indiaTime(iso);
  return india ? clock(india) : '';
}
