import type { Application, ApplicationFile } from '@railbite/contract/partner-application';
import type { ApplicationPartials } from '@railbite/contract/partner-application-partial';
import type { ApplicationFileRow, ApplicationRow } from './partner-applications.repository.ts';
import { nextStep } from './step-gates.ts';

export function fileView(row: ApplicationFileRow): ApplicationFile {
  return {
    fileId: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType as ApplicationFile['contentType'],
    byteSize: row.byteSize,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The half-typed steps of a row (ADR 038). */
function partialsOf(row: ApplicationRow): ApplicationPartials {
  return { info: row.infoPartial, documents: row.documentsPartial, menu: row.menuPartial };
}

/** The applicant's view of their application: the drafts as stored, the files, the admin's word. */
export function applicationView(row: ApplicationRow, files: ApplicationFileRow[]): Application {
  const signed =
    row.signedAt && row.signedName && row.contractVersion && row.commissionRate && row.paymentCycle
      ? {
          commissionRate: row.commissionRate as 18 | 20 | 22 | 25,
          paymentCycle: row.paymentCycle,
          version: row.contractVersion,
          signedName: row.signedName,
          signedAt: row.signedAt.toISOString(),
        }
      : null;
  const reviewedAt = row.status === 'changes_requested' || row.status === 'rejected' ? row.reviewedAt : null;
  return {
    applicationId: row.id,
    status: row.status,
    info: row.info,
    documents: row.documents,
    menu: row.menu,
    partial: partialsOf(row),
    contract: signed,
    nextStep: nextStep(row),
    files: files.map(fileView),
    review: reviewedAt
      ? { step: row.reviewStep, note: row.reviewNote ?? '', reviewedAt: reviewedAt.toISOString() }
      : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
