/** Tomorrow in India, YYYY-MM-DD: every station of the day's run is still ahead on the server's clock. */
export function tomorrowInIndia(): string {
  return new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date as the app shows a train time's date: "Tue, 8 Dec". */
export function shortIndiaDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
