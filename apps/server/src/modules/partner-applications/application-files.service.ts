import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ApplicationFile } from '@railbite/contract/partner-application';
import {
  applicationFileMaxBytes,
  dishPhotoTypes,
  editableApplicationStatuses,
} from '@railbite/contract/partner-application-rules';
import type { ApplicationFileKind, ApplicationFileType } from '@railbite/contract/partner-application-rules';
import { errorCodes } from '@railbite/contract/common';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { FileMissingError } from '../../lib/file-store/file-store.ts';
import { fileView } from './application-view.ts';
import type { ApplicationFilesRepository } from './application-files.repository.ts';
import type { ApplicationFileRow, ApplicationRow } from './partner-applications.repository.ts';
import { sniffFileType } from './file-type.ts';

/** Enough for every document and a photo per dish, with room for replacing a few. */
export const maxFilesPerApplication = 300;
const fileNotFound = 'File not found.';

/**
 * Uploads of an application (issue 19): the bytes decide the type (PDF, JPEG or PNG; photos only
 * images), at most 5 MB; only the applicant and admins read them back, always as a download.
 */
export function createApplicationFilesService(deps: {
  repository: ApplicationFilesRepository;
  applications: { own(userId: number): Promise<ApplicationRow> };
  store: FileStore;
  clock: Clock;
}) {
  const { repository, applications, store, clock } = deps;

  async function open(row: ApplicationFileRow): Promise<{ file: ApplicationFileRow; body: Readable }> {
    try {
      return { file: row, body: await store.get(row.storageKey) };
    } catch (error) {
      if (error instanceof FileMissingError) throw new NotFoundError(fileNotFound);
      throw error;
    }
  }

  return {
    async upload(
      userId: number,
      input: { kind: ApplicationFileKind; name: string; bytes: Buffer },
    ): Promise<ApplicationFile> {
      const application = await applications.own(userId);
      if (!(editableApplicationStatuses as readonly string[]).includes(application.status))
        throw new ConflictError(
          'This application has been submitted and can no longer be changed.',
          'APPLICATION_NOT_EDITABLE',
        );
      const { bytes } = input;
      if (bytes.length === 0) throw new InvalidInputError('body', 'The file is empty.');
      if (bytes.length > applicationFileMaxBytes)
        throw new AppError(413, errorCodes.payloadTooLarge, 'A file can be at most 5 MB.');
      const type = sniffFileType(bytes);
      const allowed: readonly ApplicationFileType[] =
        input.kind === 'dish_photo' ? dishPhotoTypes : ['application/pdf', 'image/jpeg', 'image/png'];
      if (type === null || !allowed.includes(type))
        throw new AppError(
          415,
          errorCodes.unsupportedMediaType,
          input.kind === 'dish_photo' ? 'Upload a JPEG or PNG photo.' : 'Upload a PDF, JPEG or PNG file.',
        );
      if ((await repository.countFor(application.id)) >= maxFilesPerApplication)
        throw new ConflictError('This application has too many files.', 'TOO_MANY_FILES');

      const storageKey = `applications/${String(application.id)}/${randomUUID()}`;
      await store.put(storageKey, bytes);
      try {
        const row = await repository.insert({
          applicationId: application.id,
          kind: input.kind,
          storageKey,
          fileName: input.name,
          contentType: type,
          byteSize: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          createdAt: clock.now(),
        });
        return fileView(row);
      } catch (error) {
        await store.delete(storageKey);
        throw error;
      }
    },

    /** One of the applicant's own files (another applicant's: 404, as if it did not exist). */
    async ownFile(userId: number, fileId: number) {
      const row = await repository.ownedBy(fileId, userId);
      if (!row) throw new NotFoundError(fileNotFound);
      return open(row);
    },

    /** Any application's file, for an admin reviewing it. */
    async anyFile(fileId: number) {
      const row = await repository.byId(fileId);
      if (!row) throw new NotFoundError(fileNotFound);
      return open(row);
    },
  };
}

export type ApplicationFilesService = ReturnType<typeof createApplicationFilesService>;
