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

const dayAndClockTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "Tue, 8 Dec, 11:00 pm", in India time: for a time that may be on another day than today. */
export function formatDayClockTime(iso: string): string {
  return dayAndClockTime.format(new Date(iso));
}

/** "22:00" → "10:00 pm", for the opening hours. */
export function formatHour(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return `${String(hours % 12 || 12)}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
