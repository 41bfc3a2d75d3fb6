// Pure helpers of scripts/convert-stations.ts, kept here so the server's tests can cover them.

/** A generous box around India (mainland, Andamans and the north-east); anything outside is bad data. */
export const indiaBounds = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 };

export function isInIndia(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= indiaBounds.minLatitude &&
    latitude <= indiaBounds.maxLatitude &&
    longitude >= indiaBounds.minLongitude &&
    longitude <= indiaBounds.maxLongitude
  );
}

// Railway timetables abbreviate heavily; a traveller reads the full words.
const abbreviations: Record<string, string> = {
  JN: 'Junction',
  CNTL: 'Central',
  CNTRL: 'Central',
  TRM: 'Terminal',
  TERM: 'Terminus',
  CANT: 'Cantt',
  RD: 'Road',
};

// Initialisms that must stay upper-case after title-casing.
const initialisms = new Set(['KSR', 'CST', 'MG', 'BG', 'SSS', 'II', 'III']);

/** "NEW DELHI" → "New Delhi", "rajendra-nagar (bihar)" → "Rajendra-Nagar (Bihar)". */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(
      /(^|[\s\-(./])([a-z])/g,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** Title-cases a station name from the data set and spells out the usual abbreviations. */
export function formatStationName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((word) => {
      const upper = word.toUpperCase().replace(/\.$/, '');
      if (abbreviations[upper]) return abbreviations[upper];
      if (initialisms.has(upper)) return upper;
      return titleCase(word);
    })
    .join(' ');
}

/** Rounds to 6 decimals (~0.1 m), which also drops the floating-point noise of the source file. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
