import type { Place } from '@railbite/contract/geo';
import { cityCentres } from '../../db/seed/data/city-centres.ts';
import type { Station } from '../../db/seed/data/generate-restaurant.ts';
import { stationLocalities } from '../../db/seed/data/station-localities.ts';
import stationList from '../../db/seed/data/stations.json' with { type: 'json' };
import { distanceKm } from './geo-distance.ts';
import type { Geocoder } from './geocoder.ts';

type Entry = Place & { kind: 'city' | 'station' | 'locality'; keys: string[] };

const country = 'India';
/** Reverse lookup bands: next to a station we know the neighbourhood, further out only the city or state. */
export const reverseBandsKm = { neighbourhood: 3, city: 30, state: 150 } as const;

/** Lower-case, accents and punctuation folded to spaces, so "Bengaluru," finds "bengaluru". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function joinParts(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}

function stationPlace(station: Station): Entry {
  const area = stationLocalities[station.code]?.[0] ?? null;
  return {
    kind: 'station',
    keys: [normaliseText(station.name), normaliseText(station.code)],
    placeId: `station:${station.code}`,
    name: `${station.name} (${station.code})`,
    formattedAddress: joinParts(
      `${station.name} railway station`,
      area,
      station.city,
      station.state,
      country,
    ),
    latitude: station.latitude,
    longitude: station.longitude,
    area,
    city: station.city,
    state: station.state,
    pincode: null,
    country,
  };
}

/** Neighbourhoods listed next to a station; we know them only as "near the station", so that is the point. */
function localityPlaces(station: Station): Entry[] {
  return (stationLocalities[station.code] ?? []).map((locality) => ({
    kind: 'locality',
    keys: [normaliseText(locality)],
    placeId: `locality:${station.code}:${normaliseText(locality).replaceAll(' ', '-')}`,
    name: locality,
    formattedAddress: joinParts(locality, `near ${station.name}`, station.city, station.state, country),
    latitude: station.latitude,
    longitude: station.longitude,
    area: locality,
    city: station.city,
    state: station.state,
    pincode: null,
    country,
  }));
}

/** One entry per city, at the mean of its stations. */
function cityPlaces(stations: Station[]): Entry[] {
  return cityCentres(stations).map(({ city, state, latitude, longitude }) => ({
    kind: 'city',
    keys: [normaliseText(city)],
    placeId: `city:${normaliseText(`${city} ${state}`).replaceAll(' ', '-')}`,
    name: city,
    formattedAddress: joinParts(city, state, country),
    latitude,
    longitude,
    area: null,
    city,
    state,
    pincode: null,
    country,
  }));
}

const kindOrder = { city: 0, station: 1, locality: 2 } as const;

/** 0 exact, 1 a word starts with the text, 2 the text appears inside; undefined when no match. */
function matchRank(keys: string[], text: string): number | undefined {
  let best: number | undefined;
  for (const key of keys) {
    const rank =
      key === text
        ? 0
        : key.startsWith(text) || key.includes(` ${text}`)
          ? 1
          : key.includes(text)
            ? 2
            : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

function publicPlace({ kind: _kind, keys: _keys, ...place }: Entry): Place {
  return place;
}

/**
 * The default geocoder: works with no network, from the railway stations the catalog is seeded with
 * (apps/server/src/db/seed/data/stations.json, converted from ../shared/data/railways) plus their
 * cities and neighbourhoods. It knows no streets or pincodes; the form asks for those.
 */
export function createOfflineGeocoder(stations: Station[] = stationList): Geocoder {
  const entries = [
    ...cityPlaces(stations),
    ...stations.map(stationPlace),
    ...stations.flatMap(localityPlaces),
  ];

  return {
    async search(text, limit) {
      const wanted = normaliseText(text);
      if (!wanted) return [];
      const seen = new Set<string>();
      return entries
        .map((entry) => ({ entry, rank: matchRank(entry.keys, wanted) }))
        .filter((match): match is { entry: Entry; rank: number } => match.rank !== undefined)
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            kindOrder[a.entry.kind] - kindOrder[b.entry.kind] ||
            a.entry.name.localeCompare(b.entry.name),
        )
        .map(({ entry }) => entry)
        .filter((entry) => {
          // The same neighbourhood name listed at two stations of one city is one suggestion.
          const key = `${entry.kind}|${entry.name}|${entry.city ?? ''}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, limit)
        .map(publicPlace);
    },

    async reverse(latitude, longitude) {
      const point = { latitude, longitude };
      let nearest: { station: Station; km: number } | undefined;
      for (const station of stations) {
        const km = distanceKm(point, station);
        if (!nearest || km < nearest.km) nearest = { station, km };
      }
      if (!nearest || nearest.km > reverseBandsKm.state) return null;
      const { station, km } = nearest;
      const base = { latitude, longitude, pincode: null, country };
      if (km <= reverseBandsKm.neighbourhood) {
        const place = stationPlace(station);
        return { ...publicPlace(place), ...base, formattedAddress: `Near ${place.formattedAddress}` };
      }
      if (km <= reverseBandsKm.city) {
        return {
          ...base,
          placeId: `near:${station.code}`,
          name: station.city,
          formattedAddress: joinParts(station.city, station.state, country),
          area: null,
          city: station.city,
          state: station.state,
        };
      }
      return {
        ...base,
        placeId: `near:${station.code}`,
        name: `About ${Math.round(km)} km from ${station.city}`,
        formattedAddress: joinParts(
          `About ${Math.round(km)} km from ${station.city}`,
          station.state,
          country,
        ),
        // That far out the point may well be in another city or state, so neither is claimed.
        area: null,
        city: null,
        state: null,
      };
    },
  };
}
