/** SPEC.md §9 map constants. */
export const mapZoomRange = { min: 3, max: 20 } as const;
/** Leaflet's Web Mercator stops near ±85°; the spec limits latitude to that band. */
export const mapLatitudeLimit = 85;

export type Point = { latitude: number; longitude: number };

/** The location picker starts here, at zoom 16 (SPEC.md §4/§9). */
export const pickerDefaultCentre: Point = { latitude: 28.7041, longitude: 77.1025 };
export const pickerDefaultZoom = 16;

/** /map starts in Delhi at zoom 14, and falls back there without geolocation (SPEC.md §4/§9). */
export const finderDefaultCentre: Point = { latitude: 28.6139, longitude: 77.209 };
export const finderDefaultZoom = 14;
export const finderFallbackText = 'Default Location (Delhi)';

/** Coordinates are shown to 6 decimals (about 0.1 m). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

export function formatPoint(point: Point): string {
  return `${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}`;
}

/** Keeps a clicked point on the map's world: latitude within ±85, longitude wrapped into ±180. */
export function normalisePoint(point: Point): Point {
  const latitude = Math.max(-mapLatitudeLimit, Math.min(mapLatitudeLimit, point.latitude));
  const longitude = ((((point.longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}
