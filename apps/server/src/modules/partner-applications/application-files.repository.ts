import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/partner-applications.ts';
import type { ApplicationFileRow } from './partner-applications.repository.ts';

export type NewApplicationFile = Omit<ApplicationFileRow, 'id'>;

/** The rows of uploaded files; the bytes are in the FileStore under `storage_key`. */
export function createApplicationFilesRepository(db: Db) {
  return {
    async insert(file: NewApplicationFile): Promise<ApplicationFileRow> {
      const [row] = await db.insert(partnerApplicationFiles).values(file).returning();
      if (!row) throw new Error('file row was not stored');
      return row;
    },

    /** The file if it belongs to an application of `userId`; undefined otherwise (answered as 404). */
    async ownedBy(fileId: number, userId: number): Promise<ApplicationFileRow | undefined> {
      const [row] = await db
        .select({ file: partnerApplicationFiles })
        .from(partnerApplicationFiles)
        .innerJoin(partnerApplications, eq(partnerApplications.id, partnerApplicationFiles.applicationId))
        .where(and(eq(partnerApplicationFiles.id, fileId), eq(partnerApplications.userId, userId)));
      return row?.file;
    },

    /** Any application's file (admins review them). */
    async byId(fileId: number): Promise<ApplicationFileRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerApplicationFiles)
        .where(eq(partnerApplicationFiles.id, fileId));
      return row;
    },

    async countFor(applicationId: number): Promise<number> {
      return db.$count(partnerApplicationFiles, eq(partnerApplicationFiles.applicationId, applicationId));
    },
  };
}

export type ApplicationFilesRepository = ReturnType<typeof createApplicationFilesRepository>;
