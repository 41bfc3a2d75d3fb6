// Reads the 2017 timetable (Train_details_22122017.csv): one row per stop, times as HH:MM:SS without a
// day. Days come from the times wrapping past midnight along SEQ; the first stop's arrival and the last
// stop's departure are placeholders (00:00:00, or a copy of the other time) and are never read.
import { minutesPerDay } from './railway-data.ts';

export type TimetableRow = Record<string, string>;

export type TimetableStop = {
  code: string;
  /** Minutes after midnight of the day the train left its (2017) origin; null = no usable time. */
  arrival: number | null;
  departure: number | null;
  distanceKm: number;
};

export type TimetableTrain = { number: string; stops: TimetableStop[] };

/** "HH:MM:SS" (or "HH:MM") to minutes after midnight. */
export function parseClock(text: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) {
    throw new Error(`"${text}" is not a time of day`);
  }
  return hours * 60 + minutes;
}

/** Minutes forward from clock time `from` to clock time `to` (0 to 1439). */
const forward = (from: number, to: number) => (((to - from) % minutesPerDay) + minutesPerDay) % minutesPerDay;

/**
 * A 00:00 in a middle row is a real midnight unless reading it adds a whole day between the previous
 * row's departure and the next row's arrival (e.g. 14:00 → 00:00 → 14:10 → 14:20): then the row's times
 * are placeholders and the stop is treated as untimed.
 */
export function isPlaceholderRow(
  previous: number,
  arrival: number,
  departure: number,
  next: number,
): boolean {
  if (arrival !== 0 && departure !== 0) return false;
  const through = forward(previous, arrival) + forward(arrival, departure) + forward(departure, next);
  return through >= forward(previous, next) + minutesPerDay;
}

type ClockRow = { arrival: number | null; departure: number | null };

/** Clock times of one train's rows, in SEQ order, with the placeholders set to null. */
export function clockTimes(rows: { arrival: string; departure: string }[]): ClockRow[] {
  const last = rows.length - 1;
  const clocks = rows.map((row, index) => ({
    arrival: index === 0 ? null : parseClock(row.arrival),
    departure: index === last ? null : parseClock(row.departure),
  }));
  return clocks.map((row, index) => {
    const previous = clocks[index - 1];
    const next = clocks[index + 1];
    const before = previous?.departure ?? previous?.arrival ?? null;
    const after = next?.arrival ?? next?.departure ?? null;
    if (before === null || after === null || row.arrival === null || row.departure === null) return row;
    return isPlaceholderRow(before, row.arrival, row.departure, after)
      ? { arrival: null, departure: null }
      : row;
  });
}

/**
 * Turns clock times into minutes after midnight of the first day: each time earlier than the one
 * before it is on the next day (no train runs 24 hours between two timetable rows).
 */
export function rollOverDays(clocks: ClockRow[]): ClockRow[] {
  let day = 0;
  let latest = -1;
  const absolute = (clock: number | null) => {
    if (clock === null) return null;
    let minutes = day * minutesPerDay + clock;
    if (minutes < latest) {
      day++;
      minutes += minutesPerDay;
    }
    latest = minutes;
    return minutes;
  };
  return clocks.map((row) => {
    const arrival = absolute(row.arrival);
    return { arrival, departure: absolute(row.departure) };
  });
}

/** Validates the rows and groups them by train (rows of a train are contiguous and numbered 1…n). */
export function readTimetable(
  rows: TimetableRow[],
  mapCode: (code: string) => string,
): Map<string, TimetableTrain> {
  const groups: { number: string; firstRow: number; rows: TimetableRow[] }[] = [];
  rows.forEach((row, index) => {
    const number = field(row, 'Train No', index);
    const group = groups.at(-1);
    if (group?.number === number) group.rows.push(row);
    else groups.push({ number, firstRow: index, rows: [row] });
  });
  const trains = new Map<string, TimetableTrain>();
  for (const { number, firstRow, rows: trainRows } of groups) {
    const key = number.padStart(5, '0');
    if (!/^\d{5}$/.test(key)) throw new Error(`Timetable row ${firstRow + 2}: train number "${number}"`);
    if (trains.has(key)) {
      throw new Error(`Timetable rows of train ${key} are not together (row ${firstRow + 2})`);
    }
    trains.set(key, { number: key, stops: trainStops(trainRows, firstRow, mapCode) });
  }
  return trains;
}

function trainStops(
  rows: TimetableRow[],
  firstRow: number,
  mapCode: (code: string) => string,
): TimetableStop[] {
  const times = rollOverDays(
    clockTimes(
      rows.map((row, index) => ({
        arrival: field(row, 'Arrival time', firstRow + index),
        departure: field(row, 'Departure Time', firstRow + index),
      })),
    ),
  );
  let distance = 0;
  return rows.map((row, index) => {
    const at = firstRow + index;
    if (Number(field(row, 'SEQ', at)) !== index + 1) {
      throw new Error(`Timetable row ${at + 2}: SEQ is not ${index + 1}`);
    }
    const distanceKm = Number(field(row, 'Distance', at));
    if (!Number.isInteger(distanceKm) || distanceKm < distance) {
      throw new Error(`Timetable row ${at + 2}: distance ${row.Distance} after ${distance}`);
    }
    distance = distanceKm;
    const { arrival = null, departure = null } = times[index] ?? {};
    return { code: mapCode(field(row, 'Station Code', at)), arrival, departure, distanceKm };
  });
}

function field(row: TimetableRow, name: string, at: number): string {
  const value = row[name]?.trim();
  if (!value) throw new Error(`Timetable row ${at + 2}: no ${name}`);
  return value;
}
