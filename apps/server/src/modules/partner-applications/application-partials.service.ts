import type {
  ApplicationPartials,
  DocumentsPartial,
  MenuPartial,
  PartialStep,
} from '@railbite/contract/partner-application-partial';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../lib/clock.ts';
import { spend } from '../../lib/rate-limit.ts';
import { assertOwnFiles, dishPhotos, documentFiles } from './own-files.ts';
import type { ApplicationRow, PartnerApplicationsRepository } from './partner-applications.repository.ts';
import { assertStepOpen } from './step-gates.ts';

/**
 * Half-typed steps (ADR 038): what the applicant has typed on a step, kept so another device can
 * continue it. Only the caller's own application, only a step they may edit now, and never as the
 * step being saved (the gates read the complete steps only).
 */
export function createApplicationPartialsService(deps: {
  repository: Pick<PartnerApplicationsRepository, 'savePartial' | 'files'>;
  applications: { own(userId: number): Promise<ApplicationRow> };
  /** Per account: the web saves a second after typing stops, so a person stays far below it. */
  limiter: RateLimiterAbstract;
  clock: Clock;
}) {
  const { repository, applications, limiter, clock } = deps;
  return {
    /** Keeps `partial` (already checked by the step's partial schema) as the step's typed copy. */
    async save<Step extends PartialStep>(
      userId: number,
      step: Step,
      partial: NonNullable<ApplicationPartials[Step]>,
    ): Promise<{ savedAt: string }> {
      await spend(limiter, `user:${String(userId)}`, 'Saving too often. Wait a moment.');
      const application = await applications.own(userId);
      assertStepOpen(application, step);
      if (step === 'documents')
        assertOwnFiles(await repository.files(application.id), documentFiles(partial as DocumentsPartial));
      if (step === 'menu')
        assertOwnFiles(
          await repository.files(application.id),
          dishPhotos((partial as MenuPartial).categories ?? []),
        );
      // Submitted between the read and the write (another device signed): the same answer as above.
      if (!(await repository.savePartial(application.id, step, partial)))
        assertStepOpen({ ...application, status: 'submitted' }, step);
      return { savedAt: clock.now().toISOString() };
    },
  };
}

export type ApplicationPartialsService = ReturnType<typeof createApplicationPartialsService>;
