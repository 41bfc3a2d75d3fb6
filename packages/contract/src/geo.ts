import { z } from 'zod';

/** Search text bounds: one request never carries a paragraph to the geocoder. */
export const geoQueryLimits = { minLength: 1, maxLength: 100, maxResults: 8 } as const;

export const geoSearchQuerySchema = z.strictObject({
  q: z
    .string({ message: 'q is required' })
    .trim()
    .min(geoQueryLimits.minLength, 'q is required')
    .max(geoQueryLimits.maxLength, `q must be at most ${geoQueryLimits.maxLength} characters`),
});
export type GeoSearchQuery = z.output<typeof geoSearchQuerySchema>;

/** A latitude (limit 90) or longitude (limit 180) in a query string: a plain decimal within range. */
export const coordinateParam = (name: string, limit: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(32, `${name} must be a number`)
    .regex(/^[-+]?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

export const geoReverseQuerySchema = z.strictObject({
  lat: coordinateParam('lat', 90),
  lng: coordinateParam('lng', 180),
});
export type GeoReverseQuery = z.output<typeof geoReverseQuerySchema>;

/**
 * One place from the geocoder: the spec's picker result (SPEC.md §3) — a point plus formattedAddress,
 * placeId, area, city, pincode, state, country — and a short name for suggestion lists.
 */
export const placeSchema = z.strictObject({
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  country: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const geoSearchResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(placeSchema),
});

/** `data` is null when nothing is known near the point (the client falls back to coordinates). */
export const geoReverseResponseSchema = z.strictObject({
  success: z.literal(true),
  data: placeSchema.nullable(),
});

/** What the map needs from the server's configuration; tiles are always fetched through our server. */
export const mapConfigResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    /** Leaflet URL template on our origin, or null when no tile server is configured. */
    tileUrl: z.string().nullable(),
    attribution: z.string(),
  }),
});
export type MapConfig = z.infer<typeof mapConfigResponseSchema>['data'];

/** Tile coordinates of the tile proxy (`/api/geo/tiles/{z}/{x}/{y}.png`). */
export const tileParamsSchema = z
  .strictObject({
    z: z.coerce.number().int().min(0).max(20),
    x: z.coerce.number().int().min(0),
    y: z
      .string()
      .regex(/^\d+\.png$/, 'y must be a number followed by .png')
      .transform((value) => Number(value.slice(0, -4))),
  })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, 'The tile is outside the map');
