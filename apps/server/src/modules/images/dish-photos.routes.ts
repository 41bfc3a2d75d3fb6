import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import type { DishPhotos } from './dish-photos.ts';

const photoParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(jpg|png)$/, 'Expected a SHA-256 in hex and .jpg or .png'),
});

/**
 * Dish photos (ADR 035 addendum): public like the drawn pictures. A name is its bytes' hash, so a URL
 * never changes its body and browsers may keep it for a year.
 */
export const dishPhotoRoutes: FastifyPluginAsyncZod<{ photos: DishPhotos }> = async (app, { photos }) => {
  app.get(
    '/images/photos/:file',
    { schema: { hide: true, params: photoParamsSchema } },
    async (request, reply) => {
      const [sha256 = '', extension] = request.params.file.split('.');
      const photo = await photos.open(sha256, extension === 'png' ? 'png' : 'jpg');
      if (!photo) throw new NotFoundError('Photo not found.');
      const etag = `"${sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        photo.body.destroy();
        return reply.status(304).send();
      }
      return reply.type(photo.contentType).send(photo.body);
    },
  );
};
