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
