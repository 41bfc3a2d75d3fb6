import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageKinds, maxSlugLength, renderImage } from './image-art.ts';

const imageParamsSchema = z.object({
  kind: z.enum(imageKinds),
  file: z
    .string()
    .max(maxSlugLength + '.svg'.length)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/, 'Expected a lower-case slug ending in .svg'),
});

/** True when an If-None-Match header (a list, maybe weak validators, or `*`) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Catalog pictures, drawn on the fly as SVG: nothing is fetched from other hosts and nothing is
 * read from disk. A URL always has the same body, so browsers may keep it for a week.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:kind/:file',
    { schema: { hide: true, params: imageParamsSchema } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const svg = renderImage(kind, file.slice(0, -'.svg'.length));
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'public, max-age=604800').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
