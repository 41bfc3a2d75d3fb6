import type { ApplicationStep } from '@railbite/contract/partner-application-rules';
import { editableApplicationStatuses } from '@railbite/contract/partner-application-rules';
import { ConflictError } from '../../lib/errors.ts';

type Saved = { status: string; info: unknown; documents: unknown; menu: unknown };

/**
 * Steps gate each other: documents need the restaurant information, the menu needs the documents, the
 * contract needs all three. The first step not yet saved, or null when only signing is left… or done.
 */
export function nextStep(application: Saved & { signedAt: Date | null }): ApplicationStep | null {
  if (application.info === null) return 'info';
  if (application.documents === null) return 'documents';
  if (application.menu === null) return 'menu';
  const mustSign =
    application.signedAt === null ||
    application.status === 'changes_requested' ||
    application.status === 'draft';
  return mustSign ? 'contract' : null;
}

const order: ApplicationStep[] = ['info', 'documents', 'menu', 'contract'];

/** Refuses (409) a step whose earlier steps are not saved yet, or any change once submitted. */
export function assertStepOpen(application: Saved & { signedAt: Date | null }, step: ApplicationStep) {
  if (!(editableApplicationStatuses as readonly string[]).includes(application.status))
    throw new ConflictError(
      'This application has been submitted and can no longer be changed.',
      'APPLICATION_NOT_EDITABLE',
    );
  const first = nextStep(application) ?? 'contract';
  if (order.indexOf(step) > order.indexOf(first))
    throw new ConflictError(`Finish the earlier steps first.`, 'STEP_NOT_READY', { nextStep: first });
}
