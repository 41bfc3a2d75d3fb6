import type { geoReverseResponseSchema } from '@railbite/contract/geo';
import { geoPaths } from '@railbite/contract/paths/geo';
import { apiRequest } from '@/lib/api-client';

/** The place at a point, or null when the geocoder knows nothing there. */
export async function reverseGeocode(point: { latitude: number; longitude: number }) {
  const query = new URLSearchParams({ lat: String(point.latitude), lng: String(point.longitude) });
  const response = await apiRequest<typeof geoReverseResponseSchema>(
    `${geoPaths.reverse}?${query.toString()}`,
    {},
  );
  return response.data;
}
