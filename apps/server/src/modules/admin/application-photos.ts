import type { MenuDraft } from '@railbite/contract/partner-application';
import { FileMissingError } from '../../lib/file-store/file-store.ts';
import { isDishPhotoType } from '../images/dish-photos.ts';
import type { DishPhotos } from '../images/dish-photos.ts';

type StoredFile = { fileId: number; kind: string; contentType: string; storageKey: string };

/**
 * Copies each dish photo the menu names into the catalog's photos; answers their image paths by the
 * application's file id. File storage is not part of the approval's transaction, so this runs inside
 * it but before any catalog row is written: a committed dish never names a photo that is not stored,
 * and a rolled-back approval leaves only copies nothing names (content-named, so approving again
 * writes the same keys rather than new ones). A photo whose row or bytes are gone leaves its dish the
 * drawn picture: a lost photo should not stop a kitchen going live.
 */
export async function publishMenuPhotos(
  menu: MenuDraft,
  files: readonly StoredFile[],
  photos: Pick<DishPhotos, 'publish'>,
): Promise<Map<number, string>> {
  const named = new Set(
    menu.categories.flatMap((category) => category.dishes.map((dish) => dish.photoFileId)),
  );
  const published = new Map<number, string>();
  // One at a time: only one photo (at most 5 MB) is in memory.
  for (const file of files) {
    if (!named.has(file.fileId) || file.kind !== 'dish_photo' || !isDishPhotoType(file.contentType)) continue;
    try {
      published.set(file.fileId, await photos.publish(file.storageKey, file.contentType));
    } catch (error) {
      if (!(error instanceof FileMissingError)) throw error;
    }
  }
  return published;
}
