import { z } from 'zod';
import { documentsDraftSchemaOn } from '@railbite/contract/partner-application';
import type {
  Application,
  DocumentsDraft,
  DocumentsDraftInput,
} from '@railbite/contract/partner-application';

type Optional = 'gstin' | 'fssaiNumber' | 'fssaiExpiry' | 'fssaiApplicationNumber';

/** The form's values: text fields are strings (blank = none). */
export type DocumentsFormValues = Omit<DocumentsDraftInput, Optional> & Record<Optional, string>;

export function documentsBody(values: DocumentsFormValues): DocumentsDraftInput {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    ...values,
    gstin: blankToNull(values.gstin),
    fssaiNumber: blankToNull(values.fssaiNumber),
    fssaiExpiry: blankToNull(values.fssaiExpiry),
    fssaiApplicationNumber: blankToNull(values.fssaiApplicationNumber),
  };
}

/** The server's schema with today's date in India (the 30-day licence rule). */
export const documentsFormSchema = (today: string) =>
  z.preprocess(
    (values) => documentsBody(values as DocumentsFormValues),
    documentsDraftSchemaOn(today),
  ) as unknown as z.ZodType<DocumentsDraft, DocumentsFormValues>;

/**
 * The form as the applicant left it: the saved step (or a blank one) with what was typed since on
 * top (ADR 038), wherever that was typed.
 */
export function documentsFormDefaults(application: Application): DocumentsFormValues {
  const base = savedOrBlankDocuments(application);
  const typed = application.partial.documents;
  if (!typed) return base;
  const { gstin, fssaiNumber, fssaiExpiry, fssaiApplicationNumber, ...rest } = typed;
  return {
    ...base,
    ...rest,
    gstin: gstin ?? base.gstin,
    fssaiNumber: fssaiNumber ?? base.fssaiNumber,
    fssaiExpiry: fssaiExpiry ?? base.fssaiExpiry,
    fssaiApplicationNumber: fssaiApplicationNumber ?? base.fssaiApplicationNumber,
    panCardFileId: typed.panCardFileId ?? base.panCardFileId,
    bankProofFileId: typed.bankProofFileId ?? base.bankProofFileId,
  };
}

function savedOrBlankDocuments(application: Application): DocumentsFormValues {
  const saved = application.documents;
  if (saved)
    return {
      ...saved,
      gstin: saved.gstin ?? '',
      fssaiNumber: saved.fssaiNumber ?? '',
      fssaiExpiry: saved.fssaiExpiry ?? '',
      fssaiApplicationNumber: saved.fssaiApplicationNumber ?? '',
    };
  return {
    businessPan: '',
    gstStatus: 'registered',
    gstin: '',
    gstDeclaration: false,
    fssaiStatus: 'licensed',
    fssaiNumber: '',
    fssaiExpiry: '',
    fssaiApplicationNumber: '',
    bankAccountHolder: application.info?.ownerName ?? '',
    bankIfsc: '',
    bankAccount: '',
    bankAccountConfirm: '',
    fssaiCertificateFileId: null,
    // Not chosen yet: the schema says "Upload the file".
    panCardFileId: undefined as unknown as number,
    bankProofFileId: undefined as unknown as number,
  };
}
