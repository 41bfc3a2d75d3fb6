/** What the passenger has chosen on /train, kept in the URL so a reload or a shared link shows the same. */
export type JourneyChoice = { trainNumber: string; date: string; from: string };

export const journeySearchParams = {
  train: 'train',
  date: 'date',
  from: 'from',
  station: 'station',
} as const;

export function journeyQueryString(choice: JourneyChoice | undefined): string {
  return choice ? new URLSearchParams({ date: choice.date, from: choice.from }).toString() : '';
}

/** Today's date in India, YYYY-MM-DD: the journey date the form starts with. */
export function indiaToday(now: number): string {
  return new Date(now + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
}
