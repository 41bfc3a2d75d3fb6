import type { ReactNode } from 'react';
import type { ApplicationReview } from '@railbite/contract/admin-applications';
import { Facts } from './facts';

type Documents = NonNullable<ApplicationReview['documents']>;

const fullDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An identifier to compare character by character with the uploaded file. */
const Id = ({ children }: { children: ReactNode }) => (
  <span className="font-mono tracking-wide">{children}</span>
);

function fssai(documents: Documents): [string, ReactNode] {
  if (documents.fssaiStatus === 'applied')
    return ['FSSAI application', <Id>{documents.fssaiApplicationNumber ?? '—'}</Id>];
  const expiry = documents.fssaiExpiry
    ? `, valid until ${fullDate.format(new Date(`${documents.fssaiExpiry}T00:00:00Z`))}`
    : '';
  return [
    'FSSAI licence',
    <>
      <Id>{documents.fssaiNumber ?? '—'}</Id>
      {expiry}
    </>,
  ];
}

/**
 * The numbers the applicant typed in the documents step, to check against the uploaded files. The
 * account number is shown whole: it is what the reviewer verifies, and nowhere else masks it.
 */
export function DocumentNumbers({ documents }: { documents: Documents }) {
  return (
    <Facts
      label="Numbers the applicant gave"
      rows={[
        ['Business PAN', <Id>{documents.businessPan}</Id>],
        [
          'GSTIN',
          documents.gstStatus === 'registered' ? (
            <Id>{documents.gstin ?? '—'}</Id>
          ) : (
            'Not registered (declared below the GST threshold)'
          ),
        ],
        fssai(documents),
        ['Account holder', documents.bankAccountHolder],
        ['Account number', <Id>{documents.bankAccount}</Id>],
        ['IFSC', <Id>{documents.bankIfsc}</Id>],
      ]}
    />
  );
}
