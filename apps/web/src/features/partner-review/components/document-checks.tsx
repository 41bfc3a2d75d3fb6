import { CheckCircle2, Download, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { ApplicationReview } from '@railbite/contract/admin-applications';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadWithToken } from '@/lib/download-with-token';

const kindLabels: Record<ApplicationReview['files'][number]['kind'], string> = {
  fssai_certificate: 'FSSAI certificate',
  pan_card: 'PAN card',
  bank_proof: 'Bank proof',
  dish_photo: 'Dish photo',
};

const kiloBytes = (bytes: number) => `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** Each automatic check's result, then the uploaded files to open. */
export function DocumentChecks({ review }: { review: ApplicationReview }) {
  const [downloading, setDownloading] = useState<number | null>(null);
  const failed = review.checks.filter((check) => !check.passed).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700" role="status">
        {failed === 0
          ? 'Every check passed.'
          : `${String(failed)} of ${String(review.checks.length)} checks failed.`}
      </p>
      <ul className="divide-y divide-stone-200" aria-label="Document checks">
        {review.checks.map((check) => (
          <li key={check.key} className="flex items-start gap-2 py-2">
            {check.passed ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
            ) : (
              <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
            )}
            <div>
              <p className="font-medium text-stone-900">
                {check.label}
                <span className="sr-only">{check.passed ? ': passed' : ': failed'}</span>
              </p>
              <p className={`text-sm ${check.passed ? 'text-stone-600' : 'text-red-800'}`}>{check.detail}</p>
            </div>
          </li>
        ))}
      </ul>
      <ul className="space-y-2" aria-label="Uploaded files">
        {review.files.map((file) => (
          <li key={file.fileId}>
            <button
              type="button"
              disabled={downloading === file.fileId}
              onClick={() => {
                setDownloading(file.fileId);
                downloadWithToken(file.downloadUrl, file.fileName)
                  .catch((error: unknown) => {
                    toast.error(getErrorMessage(error, 'We could not download the file.'));
                  })
                  .finally(() => {
                    setDownloading(null);
                  });
              }}
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:text-stone-400"
            >
              <Download className="size-4" aria-hidden />
              {kindLabels[file.kind]}: {file.fileName} ({kiloBytes(file.byteSize)})
              {downloading === file.fileId ? ' · Downloading…' : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
