import type { DocumentCheck } from '@railbite/contract/admin-applications';
import {
  bankAccountProblem,
  fssaiApplicationProblem,
  fssaiProblem,
  gstinProblem,
  ifscProblem,
  licenceExpiryProblem,
  panProblem,
} from '@railbite/contract/indian-id-rules';
import type { ApplicationFile, DocumentsDraft, MenuDraft } from '@railbite/contract/partner-application';

type FileRow = Pick<ApplicationFile, 'fileId' | 'kind'> & { contentType: string };

function check(key: string, label: string, problem: string | undefined, passedDetail: string): DocumentCheck {
  return { key, label, passed: problem === undefined, detail: problem ?? passedDetail };
}

/** A document the applicant named by id must be one of the application's files, of the right kind. */
function fileCheck(
  key: string,
  label: string,
  fileId: number | null,
  kind: FileRow['kind'],
  files: readonly FileRow[],
): DocumentCheck {
  const file = fileId === null ? undefined : files.find((candidate) => candidate.fileId === fileId);
  const problem =
    fileId === null
      ? 'Not uploaded'
      : !file
        ? 'The named file is not among the application’s uploads'
        : file.kind !== kind
          ? `Uploaded as ${file.kind.replaceAll('_', ' ')}`
          : undefined;
  return check(key, label, problem, `Uploaded (${file?.contentType ?? ''}, checked by its bytes)`);
}

/**
 * The checks a reviewer reads next to the documents (ADR 035): the identifiers' published formats
 * and check characters, the GSTIN carrying the PAN, the licence's validity on `today` (India date),
 * the bank account typed twice alike, and each required upload present and of its kind (the type was
 * decided from the bytes at upload). They inform the decision; the admin still makes it.
 */
export function documentChecks(
  documents: DocumentsDraft | null,
  files: readonly FileRow[],
  today: string,
): DocumentCheck[] {
  if (!documents) return [check('documents', 'Documents step', 'Not saved yet', '')];
  const licensed = documents.fssaiStatus === 'licensed';
  const checks: DocumentCheck[] = [
    check('pan', 'Business PAN', panProblem(documents.businessPan), 'A valid PAN'),
    documents.gstStatus === 'registered'
      ? check(
          'gstin',
          'GSTIN',
          gstinProblem(documents.gstin ?? '', documents.businessPan),
          'Valid, with a matching check character, and carries the business PAN',
        )
      : check(
          'gstin',
          'GST declaration',
          documents.gstDeclaration ? undefined : 'Not registered for GST and the declaration is not accepted',
          'Not registered for GST; the declaration is accepted',
        ),
    licensed
      ? check(
          'fssai',
          'FSSAI licence number',
          fssaiProblem(documents.fssaiNumber ?? ''),
          'A valid 14-digit number',
        )
      : check(
          'fssai',
          'FSSAI application reference',
          fssaiApplicationProblem(documents.fssaiApplicationNumber ?? ''),
          'Applied for; the licence must be uploaded before going live',
        ),
  ];
  if (licensed)
    checks.push(
      check(
        'fssai_expiry',
        'FSSAI licence validity',
        licenceExpiryProblem(documents.fssaiExpiry ?? '', today),
        `Valid until ${documents.fssaiExpiry ?? ''}`,
      ),
      fileCheck(
        'fssai_certificate',
        'FSSAI certificate',
        documents.fssaiCertificateFileId,
        'fssai_certificate',
        files,
      ),
    );
  checks.push(
    fileCheck('pan_card', 'PAN card', documents.panCardFileId, 'pan_card', files),
    check('ifsc', 'Bank IFSC', ifscProblem(documents.bankIfsc), 'A valid IFSC'),
    check(
      'bank_account',
      'Bank account',
      bankAccountProblem(documents.bankAccount) ??
        (documents.bankAccount.replace(/\s+/g, '') === documents.bankAccountConfirm.replace(/\s+/g, '')
          ? undefined
          : 'The confirmation does not match the account number'),
      'A valid number, typed twice alike',
    ),
    fileCheck('bank_proof', 'Bank proof', documents.bankProofFileId, 'bank_proof', files),
  );
  return checks;
}

/**
 * The uploads the application names now: its three documents and its dishes' photos. An applicant
 * who replaced a file leaves the old one stored (a step saved elsewhere may still name it until the
 * save), and the reviewer is shown only the ones that count.
 */
export function filesInUse<File extends { fileId: number }>(
  documents: DocumentsDraft | null,
  menu: MenuDraft | null,
  files: readonly File[],
): File[] {
  const named = new Set<number | null>([
    documents?.panCardFileId ?? null,
    documents?.bankProofFileId ?? null,
    documents?.fssaiCertificateFileId ?? null,
    ...(menu?.categories.flatMap((category) => category.dishes.map((dish) => dish.photoFileId)) ?? []),
  ]);
  return files.filter((file) => named.has(file.fileId));
}
