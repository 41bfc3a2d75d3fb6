import { errorCodes } from '@railbite/contract/common';
import {
  geoQueryLimits,
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
  mapConfigResponseSchema,
  tileParamsSchema,
} from '@railbite/contract/geo';
import type { MapConfig } from '@railbite/contract/geo';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { Geocoder } from './geocoder.ts';
import type { IpRateLimiter } from './ip-rate-limiter.ts';
import type { TileProxy } from './tile-proxy.ts';

export type GeoRoutesOptions = {
  geocoder: Geocoder;
  /** Null when MAP_TILE_URL=none. */
  tileProxy: TileProxy | null;
  attribution: string;
  geocoderLimiter: IpRateLimiter;
  tileLimiter: IpRateLimiter;
};

const tags = ['geo'];
const paths = apiPaths.geo;

/**
 * Geocoding and map tiles for the address pages and /map (which is public, so no login here); the
 * browser never calls a third-party host. Budgets per IP keep one client from exhausting an upstream.
 */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  const { geocoder, tileProxy, attribution, geocoderLimiter, tileLimiter } = options;

  app.get(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Places in India matching a text (address suggestions)',
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await geocoderLimiter.consume(request.ip);
      return {
        success: true as const,
        data: await geocoder.search(request.query.q, geoQueryLimits.maxResults),
      };
    },
  );

  app.get(
    paths.reverse,
    {
      schema: {
        tags,
        summary: 'The place at or nearest to a point (null when nothing is known there)',
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await geocoderLimiter.consume(request.ip);
      return { success: true as const, data: await geocoder.reverse(request.query.lat, request.query.lng) };
    },
  );

  app.get(
    paths.mapConfig,
    {
      schema: {
        tags,
        summary: 'Tile URL template (on this server) and attribution for the maps',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => {
      const data: MapConfig = { tileUrl: tileProxy ? paths.tiles : null, attribution };
      return { success: true as const, data };
    },
  );

  app.get(
    paths.tilePattern,
    {
      schema: {
        tags,
        summary: 'One map tile, fetched from the configured tile server',
        params: tileParamsSchema,
        hide: true,
      },
    },
    async (request, reply) => {
      if (!tileProxy) throw new AppError(404, errorCodes.notFound, 'Map tiles are turned off.');
      await tileLimiter.consume(request.ip);
      const { z, x, y } = request.params;
      const result = await tileProxy.get(z, x, y);
      if (result.kind === 'missing') throw new AppError(404, errorCodes.notFound, 'No such tile.');
      if (result.kind === 'unavailable') {
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'Map tiles are unavailable right now.',
          undefined,
          {
            'retry-after': String(Math.ceil(result.retryAfterMs / 1000)),
          },
        );
      }
      return reply
        .type(result.tile.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(result.tile.body);
    },
  );
};
