import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { FileMissingError } from '../../lib/file-store/file-store.ts';

/** The photo types a dish may show (the apply module's dish photos are only these, by their bytes). */
export const dishPhotoExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type DishPhotoType = keyof typeof dishPhotoExtensions;
type Extension = (typeof dishPhotoExtensions)[DishPhotoType];

export const isDishPhotoType = (type: string): type is DishPhotoType => type in dishPhotoExtensions;

/** A drawn picture (`/images/dishes/…svg`) follows the dish's name; a photo stays when it is renamed. */
export const isDishPhotoPath = (imagePath: string) => imagePath.startsWith('/images/photos/');

/**
 * Named by their SHA-256 and type, so a key always holds the same bytes: writing it again (a retried
 * or repeated approval) changes nothing, and the public URL can be cached for good.
 */
const keyOf = (sha256: string, extension: Extension) => `dish-photos/${extension}/${sha256}`;

/**
 * Dish photos on the customer menu: copies of uploaded photos, public (unlike the uploads, which only
 * their applicant and admins read), served at `/images/photos/<sha256>.<jpg|png>`.
 */
export function createDishPhotos(store: FileStore) {
  return {
    /**
     * Copies a stored upload into the catalog's photos and answers the dish's `image_path`. The copy
     * is the catalog's own: it outlives the application's files.
     */
    async publish(fromKey: string, type: DishPhotoType): Promise<string> {
      const bytes = await buffer(await store.get(fromKey));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const extension = dishPhotoExtensions[type];
      await store.put(keyOf(sha256, extension), bytes);
      return `/images/photos/${sha256}.${extension}`;
    },

    /** The photo's bytes and type; undefined when nothing is stored under that name. */
    async open(
      sha256: string,
      extension: Extension,
    ): Promise<{ body: Readable; contentType: DishPhotoType } | undefined> {
      const contentType = extension === 'jpg' ? 'image/jpeg' : 'image/png';
      try {
        return { body: await store.get(keyOf(sha256, extension)), contentType };
      } catch (error) {
        if (error instanceof FileMissingError) return undefined;
        throw error;
      }
    },
  };
}

export type DishPhotos = ReturnType<typeof createDishPhotos>;
