import {
  documentsDraftSchemaOn,
  infoDraftSchema,
  menuDraftSchema,
} from '@railbite/contract/partner-application';
import type { Application } from '@railbite/contract/partner-application';
import { indiaDate } from '@railbite/contract/indian-id-rules';
import type { Clock } from '../../lib/clock.ts';
import { AppError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { errorCodes } from '@railbite/contract/common';
import { applicationView } from './application-view.ts';
import { assertOwnFiles, dishPhotos, documentFiles } from './own-files.ts';
import type { ApplicationRow, PartnerApplicationsRepository } from './partner-applications.repository.ts';
import { assertStepOpen } from './step-gates.ts';

export const noApplicationMessage = 'You have not started a partner application yet.';

/** A zod failure as the API's validation error (400, with the fields). */
function validationError(issues: { path: PropertyKey[]; message: string }[]) {
  const fields = issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  return new AppError(400, errorCodes.validation, fields[0]?.message ?? 'Invalid input', { fields });
}

/**
 * The applicant's side of the partner application (issue 19, ADR 034): start or resume one, save each
 * step as a validated draft in order, and read it back on any device.
 */
export function createPartnerApplicationsService(deps: {
  repository: Omit<PartnerApplicationsRepository, 'accountMobile'>;
  clock: Clock;
}) {
  const { repository, clock } = deps;

  async function own(userId: number): Promise<ApplicationRow> {
    const row = await repository.current(userId);
    if (!row) throw new NotFoundError(noApplicationMessage);
    return row;
  }

  async function view(row: ApplicationRow): Promise<Application> {
    return applicationView(row, await repository.files(row.id));
  }

  return {
    own,

    /** The caller's application, or null before they started one. */
    async current(userId: number): Promise<Application | null> {
      const row = await repository.current(userId);
      return row ? view(row) : null;
    },

    async start(userId: number): Promise<{ application: Application; created: boolean }> {
      const { row, created } = await repository.startDraft(userId, clock.now());
      return { application: await view(row), created };
    },

    /** Validates `body` by the step's schema (strict) and the rules that need the database, then saves it. */
    async saveStep(userId: number, step: 'info' | 'documents' | 'menu', body: unknown): Promise<Application> {
      const application = await own(userId);
      assertStepOpen(application, step);
      const files = await repository.files(application.id);
      let saved: ApplicationRow | undefined;
      if (step === 'info') {
        const parsed = infoDraftSchema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error.issues);
        if (!(await repository.stationExists(parsed.data.stationCode)))
          throw new InvalidInputError('stationCode', 'Choose a station from the list');
        const unknown = await repository.unknownCuisines(parsed.data.cuisineIds);
        if (unknown.length > 0) throw new InvalidInputError('cuisineIds', 'Choose cuisines from the list');
        saved = await repository.saveStep(application.id, { step, draft: parsed.data }, clock.now());
      } else if (step === 'documents') {
        const parsed = documentsDraftSchemaOn(indiaDate(clock.now())).safeParse(body);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const draft = parsed.data;
        assertOwnFiles(files, documentFiles(draft));
        saved = await repository.saveStep(application.id, { step, draft }, clock.now());
      } else {
        const parsed = menuDraftSchema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const draft = parsed.data;
        assertOwnFiles(files, dishPhotos(draft.categories));
        saved = await repository.saveStep(application.id, { step, draft }, clock.now());
      }
      // Submitted between the read and the write (another device signed): the same answer as above.
      if (!saved) assertStepOpen({ ...application, status: 'submitted' }, step);
      return applicationView(saved ?? application, files);
    },

    stations: async (term: string) => (term === '' ? [] : repository.searchStations(term, 10)),
  };
}

export type PartnerApplicationsService = ReturnType<typeof createPartnerApplicationsService>;
