import { geoPaths } from '@railbite/contract/paths/geo';

/**
 * Leaflet tile template for every map in the app. Tiles come through our own server (which proxies the
 * tile provider), so the CSP keeps `img-src 'self'` and nothing is fetched from another host at run time.
 * Maps must stay usable when no tile loads (offline, tests): markers and lines do not depend on tiles.
 */
export const mapTileUrl = geoPaths.tiles;

/** OpenStreetMap's licence asks for this credit wherever its tiles are shown. */
export const mapTileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
