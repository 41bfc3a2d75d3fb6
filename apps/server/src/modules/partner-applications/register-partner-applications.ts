import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalFileStore } from '../../lib/file-store/local-file-store.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { applicationFilesRoutes } from './application-files.routes.ts';
import { createApplicationFilesRepository } from './application-files.repository.ts';
import { createApplicationFilesService } from './application-files.service.ts';
import { applicationRoutes } from './application.routes.ts';
import { createContractCodesRepository } from './contract-codes.repository.ts';
import { createContractSigningService } from './contract-signing.service.ts';
import { contractRoutes } from './contract.routes.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { createPartnerApplicationsRepository } from './partner-applications.repository.ts';
import { createPartnerApplicationsService } from './partner-applications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (partner documents, dish photos); admin review reads them through it too. */
    fileStore: FileStore;
  }
}

/** The restaurant partner application (issue 19, ADR 034): steps, files and the signed contract. */
export async function registerPartnerApplications(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    filesDir: string;
    smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
    smsAvailable: boolean;
  },
) {
  const { db, clock, filesDir } = deps;
  const repository = createPartnerApplicationsRepository(db);
  const applications = createPartnerApplicationsService({ repository, clock });
  const fileStore = createLocalFileStore(filesDir);
  app.decorate('fileStore', fileStore);
  const files = createApplicationFilesService({
    repository: createApplicationFilesRepository(db),
    applications,
    store: fileStore,
    clock,
  });
  await app.register(applicationRoutes, { applications });
  await app.register(applicationFilesRoutes, { files });
  const signing = createContractSigningService({
    codes: createContractCodesRepository(db),
    applications,
    files: (applicationId) => repository.files(applicationId),
    accountMobile: (userId) => repository.accountMobile(userId),
    outbox: deps.smsOutbox,
    smsAvailable: deps.smsAvailable,
    clock,
  });
  await app.register(contractRoutes, { signing, applications });
  return { applications, repository, files, fileStore };
}
