import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { GeoRoutesOptions } from './geo.routes.ts';
import { createIpRateLimiter } from './ip-rate-limiter.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import { createTileProxy } from './tile-proxy.ts';

/** The geocoder and tile proxy the configuration selects (GEOCODER, GEOCODER_URL, MAP_TILE_URL). */
export function createGeoDependencies(config: Config, redis?: Redis): GeoRoutesOptions {
  const userAgent = `RailBite/1.0 (+${config.publicUrl})`;
  return {
    geocoder:
      config.geocoder.kind === 'nominatim'
        ? createNominatimGeocoder(config.geocoder)
        : createOfflineGeocoder(),
    tileProxy: config.mapTiles.url
      ? createTileProxy({ url: config.mapTiles.url, timeoutMs: config.mapTiles.timeoutMs, userAgent })
      : null,
    attribution: config.mapTiles.attribution,
    geocoderLimiter: createIpRateLimiter(
      'geo_ip',
      config.geoRateLimit.perIp,
      'Too many place searches. Please wait a minute and try again.',
      redis,
    ),
    tileLimiter: createIpRateLimiter(
      'tiles_ip',
      config.geoRateLimit.tilesPerIp,
      'Too many map tiles requested. Please wait a minute.',
      redis,
    ),
  };
}
