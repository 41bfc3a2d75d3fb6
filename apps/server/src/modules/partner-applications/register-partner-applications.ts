import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Redis } from 'ioredis';
import type { FileStoreConfig, RateLimitRule } from '../../config.ts';
import { createRateCounter } from '../../lib/rate-limit.ts';
import { createFileStore, describeFileStore } from '../../lib/file-store/create-file-store.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { applicationFilesRoutes } from './application-files.routes.ts';
import { createApplicationFilesRepository } from './application-files.repository.ts';
import { createApplicationFilesService } from './application-files.service.ts';
import { applicationPartialRoutes } from './application-partial.routes.ts';
import { createApplicationPartialsService } from './application-partials.service.ts';
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
    files: FileStoreConfig;
    /** Saves of half-typed steps per account (ADR 038). */
    partialRateLimit: RateLimitRule;
    redis: Redis | undefined;
    smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
    smsAvailable: boolean;
  },
) {
  const { db, clock } = deps;
  const repository = createPartnerApplicationsRepository(db);
  const applications = createPartnerApplicationsService({ repository, clock });
  const fileStore = createFileStore(deps.files);
  app.log.info(describeFileStore(deps.files), 'file store');
  app.decorate('fileStore', fileStore);
  app.addHook('onClose', () => {
    fileStore.close();
  });
  const files = createApplicationFilesService({
    repository: createApplicationFilesRepository(db),
    applications,
    store: fileStore,
    clock,
  });
  await app.register(applicationRoutes, { applications });
  const partials = createApplicationPartialsService({
    repository,
    applications,
    limiter: createRateCounter('application-partial', deps.partialRateLimit, deps.redis),
    clock,
  });
  await app.register(applicationPartialRoutes, { partials });
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
