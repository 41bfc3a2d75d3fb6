/** Tomorrow in India, YYYY-MM-DD: every station of the day's run is still ahead on the server's clock. */
export function tomorrowInIndia(): string {
  return new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** The app's way of showing a train time on a YYYY-MM-DD date: "Tue, 8 Dec, 23:30". */
export function trainTimeText(date: string, time: string): RegExp {
  return new RegExp(`[A-Z][a-z]{2}, ${String(Number(date.slice(8)))} [A-Z][a-z]{2}, ${time}`);
}
