import { shortDate } from '@/lib/format';

/** Minutes and seconds left, "9:05"; "0:00" once the time is up. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The last two minutes before the accept-by time are shown as urgent. */
export const urgentBeforeMs = 2 * 60 * 1000;

// India time: the restaurants and their customers are in India, whatever the device's zone.
const clockTime = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "8:52 pm", in India time. */
export function formatClockTime(iso: string): string {
  return clockTime.format(new Date(iso));
}

/**
 * "Tue, 8 Dec, 23:00": a train's time at a station as the ticket and the timetable give it (24-hour,
 * India), with its day, as the train may come in days after the order.
 */
export function trainTimeText(time: { date: string; time: string }): string {
  return `${shortDate(time.date)}, ${time.time}`;
}

/** "22:00" → "10:00 pm", for the opening hours. */
export function formatHour(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return `${String(hours % 12 || 12)}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
