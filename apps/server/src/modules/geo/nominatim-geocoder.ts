import type { Place } from '@railbite/contract/geo';
import { z } from 'zod';
import type { Geocoder } from './geocoder.ts';
import { GeocoderUnavailableError } from './geocoder.ts';

export type NominatimOptions = { url: string; timeoutMs: number; userAgent: string; fetch?: typeof fetch };

// Only what we read; Nominatim sends much more, and other compatible servers may omit parts.
const nominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]).optional(),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().nullish(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

const first = (address: Record<string, string>, keys: string[]) =>
  keys.map((key) => address[key]).find((value) => value?.trim()) ?? null;

/** Maps a Nominatim result to our place: the spec's picker fields (SPEC.md §3). */
export function toPlace(result: NominatimPlace): Place {
  const address = result.address ?? {};
  const postcode = address.postcode?.replace(/\s+/g, '') ?? '';
  const placeId =
    result.osm_type && result.osm_id !== undefined
      ? `osm:${result.osm_type}:${String(result.osm_id)}`
      : `nominatim:${String(result.place_id ?? `${String(result.lat)},${String(result.lon)}`)}`;
  return {
    placeId,
    name: result.name?.trim() || (result.display_name.split(',')[0] ?? '').trim(),
    formattedAddress: result.display_name,
    latitude: result.lat,
    longitude: result.lon,
    area: first(address, ['suburb', 'neighbourhood', 'quarter', 'city_district', 'road', 'village']),
    city: first(address, ['city', 'town', 'village', 'municipality', 'county', 'state_district']),
    state: first(address, ['state', 'union_territory']),
    // Indian pincodes are six digits; anything else is not one we can store.
    pincode: /^[0-9]{6}$/.test(postcode) ? postcode : null,
    country: first(address, ['country']),
  };
}

/**
 * A Nominatim-compatible HTTP geocoder (GEOCODER=nominatim, GEOCODER_URL): the public
 * nominatim.openstreetmap.org or a self-hosted one. Searches are restricted to India, as the spec's
 * finder is (region "in").
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const { url, timeoutMs, userAgent, fetch: fetchImpl = fetch } = options;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
      ...params,
    });
    let response: Response;
    try {
      response = await fetchImpl(`${url}${path}?${query.toString()}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(error);
    }
    if (!response.ok)
      throw new GeocoderUnavailableError(new Error(`geocoder answered ${String(response.status)}`));
    try {
      return await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(error);
    }
  }

  return {
    async search(text, limit) {
      const body = await call('/search', { q: text, countrycodes: 'in', limit: String(limit) });
      const parsed = z.array(nominatimPlaceSchema).safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError(parsed.error);
      return parsed.data.slice(0, limit).map(toPlace);
    },

    async reverse(latitude, longitude) {
      const body = await call('/reverse', { lat: String(latitude), lon: String(longitude), zoom: '18' });
      // Nominatim answers 200 with { error: "Unable to geocode" } for the open sea and the like.
      if (typeof body === 'object' && body !== null && 'error' in body) return null;
      const parsed = nominatimPlaceSchema.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError(parsed.error);
      // The place found may sit a little off the point; the point the person chose is what we keep.
      return { ...toPlace(parsed.data), latitude, longitude };
    },
  };
}
