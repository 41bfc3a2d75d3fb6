import type { MenuCategory } from '@railbite/contract/partner-application';
import { InvalidInputError } from '../../lib/errors.ts';
import type { ApplicationFileRow } from './partner-applications.repository.ts';

type FileRef = { field: string; fileId: number | null | undefined; kinds: string[] };

/** The file ids a step points at must be this application's files of the right kind (400 otherwise). */
export function assertOwnFiles(files: ApplicationFileRow[], wanted: FileRef[]) {
  for (const { field, fileId, kinds } of wanted) {
    if (fileId === null || fileId === undefined) continue;
    const file = files.find((candidate) => candidate.id === fileId);
    if (!file || !kinds.includes(file.kind)) throw new InvalidInputError(field, 'Upload this file again');
  }
}

/** The documents step's three uploads. */
export function documentFiles(draft: {
  fssaiCertificateFileId?: number | null;
  panCardFileId?: number | null;
  bankProofFileId?: number | null;
}): FileRef[] {
  return [
    { field: 'fssaiCertificateFileId', fileId: draft.fssaiCertificateFileId, kinds: ['fssai_certificate'] },
    { field: 'panCardFileId', fileId: draft.panCardFileId, kinds: ['pan_card'] },
    { field: 'bankProofFileId', fileId: draft.bankProofFileId, kinds: ['bank_proof'] },
  ];
}

/** Each dish's photo. */
export function dishPhotos(categories: readonly MenuCategory[]): FileRef[] {
  return categories.flatMap((category, c) =>
    category.dishes.map((dish, d) => ({
      field: `categories.${String(c)}.dishes.${String(d)}.photoFileId`,
      fileId: dish.photoFileId,
      kinds: ['dish_photo'],
    })),
  );
}
