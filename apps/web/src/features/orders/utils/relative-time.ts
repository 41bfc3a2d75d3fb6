import { formatOrderDate } from './format-order-date';

const minuteMs = 60_000;

/**
 * How long ago an order event happened, as the tracking pages show it ("Just now", "4 min ago",
 * "2 h ago"); from a day on, the date itself. A time slightly ahead of this device's clock (the
 * server's clock differs a little) still reads "Just now".
 */
export function formatTimeAgo(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now - at) / minuteMs);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${String(minutes)} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${String(hours)} h ago`;
  return formatOrderDate(iso);
}

/** Whole minutes from now until `at` (ms), rounded up (a part-minute still counts); 0 once past. */
export function minutesUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / minuteMs));
}
