/**
 * The restaurant partner application (issue 19): any logged-in account but an admin's; each path acts on
 * the caller's own application (another applicant's application or file answers 404).
 */
const base = '/api/partner-application';

export const partnerApplicationPaths = {
  /** GET the caller's open application (404 when none); POST starts one (or answers the open one). */
  application: base,
  /** PUT one step's draft (`info`, `documents`, `menu`). */
  step: (step: 'info' | 'documents' | 'menu') => `${base}/steps/${step}`,
  stepPattern: `${base}/steps/:step`,
  /** PUT what has been typed on a step so far (ADR 038); never counts as the step being saved. */
  partial: (step: 'info' | 'documents' | 'menu') => `${base}/steps/${step}/partial`,
  /** POST raw bytes (`?kind=&name=`); the bytes decide the type. */
  files: `${base}/files`,
  /** GET one of the caller's files, as an attachment. */
  file: (fileId: number | string) => `${base}/files/${String(fileId)}`,
  filePattern: `${base}/files/:fileId`,
  /** POST {commissionRate, paymentCycle}: sends the 6-digit code to the account's mobile. */
  contractOtp: `${base}/contract/otp`,
  /** POST the signature: signs and submits (or resubmits after changes were requested). */
  contractSign: `${base}/contract/sign`,
  /** GET the signed contract as a PDF. */
  contractPdf: `${base}/contract.pdf`,
  /** GET stations by code or name prefix, for the restaurant information step. */
  stations: `${base}/stations`,
} as const;
