export type LatLng = { latitude: number; longitude: number };

/** The map's centre: midway between the restaurant and the destination (SPEC.md §2 Track order). */
export function midpoint(from: LatLng, to: LatLng): LatLng {
  return { latitude: (from.latitude + to.latitude) / 2, longitude: (from.longitude + to.longitude) / 2 };
}

/** Where the vehicle is at `progress` (0 to 1) along the straight route. */
export function pointAlong(from: LatLng, to: LatLng, progress: number): LatLng {
  const t = Math.min(1, Math.max(0, progress));
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * t,
    longitude: from.longitude + (to.longitude - from.longitude) * t,
  };
}

/** The server sends 0, 0 when it does not know a place's position (no restaurant in the Gulf of Guinea). */
export function isKnownPlace(place: LatLng): boolean {
  return !(place.latitude === 0 && place.longitude === 0);
}

export type MapSize = { width: number; height: number };

/** The pins stand up to 46 px above their point and 20 px to either side: this keeps them whole. */
export const markerPaddingPx = 48;

/** Web Mercator (the tiles' projection): a place's position in pixels on the 256 px world of zoom 0. */
function worldPixel({ latitude, longitude }: LatLng): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * 256,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256,
  };
}

/**
 * The tracking map's view (issue 20): centred midway between the two places at the spec's zoom when
 * both markers show whole there in a map of `size`, else at the closest whole zoom that shows both
 * (never closer than the spec's, never out past `minZoom`). A map not laid out yet (no size) keeps
 * the spec's zoom.
 */
export function trackingView(
  from: LatLng,
  to: LatLng,
  size: MapSize,
  { zoom, minZoom, paddingPx = markerPaddingPx }: { zoom: number; minZoom: number; paddingPx?: number },
): { centre: LatLng; zoom: number } {
  const centre = midpoint(from, to);
  const room = { x: size.width / 2 - paddingPx, y: size.height / 2 - paddingPx };
  if (room.x <= 0 || room.y <= 0) return { centre, zoom };
  const middle = worldPixel(centre);
  const ends = [worldPixel(from), worldPixel(to)];
  // How far, at zoom 0, the farther place lies from the centre on each axis; each zoom doubles it.
  const reach = {
    x: Math.max(...ends.map((end) => Math.abs(end.x - middle.x))),
    y: Math.max(...ends.map((end) => Math.abs(end.y - middle.y))),
  };
  const fitsAt = (z: number) => reach.x * 2 ** z <= room.x && reach.y * 2 ** z <= room.y;
  if (fitsAt(zoom)) return { centre, zoom };
  const widest = Math.floor(Math.log2(Math.min(room.x / reach.x, room.y / reach.y)));
  return { centre, zoom: Math.max(minZoom, Math.min(zoom, widest)) };
}
