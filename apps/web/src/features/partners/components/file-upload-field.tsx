import { useId, useState } from 'react';
import { FileCheck2, Upload } from 'lucide-react';
import type { ApplicationFile } from '@railbite/contract/partner-application';
import { applicationFileMaxBytes } from '@railbite/contract/partner-application-rules';
import type { ApplicationFileKind } from '@railbite/contract/partner-application-rules';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { uploadApplicationFile } from '../api/application';

/**
 * One upload: the file goes to the server as soon as it is chosen (PDF, JPEG or PNG, at most 5 MB;
 * the server checks the bytes), and the field keeps the id the server gave it.
 */
export function FileUploadField({
  label,
  kind,
  file,
  onUploaded,
  error,
  photosOnly = false,
}: {
  label: string;
  kind: ApplicationFileKind;
  /** The file now chosen, if any. */
  file: Pick<ApplicationFile, 'fileName'> | undefined;
  onUploaded: (file: ApplicationFile) => void;
  error?: string | undefined;
  photosOnly?: boolean;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > applicationFileMaxBytes) {
      setProblem('A file can be at most 5 MB.');
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      onUploaded(await uploadApplicationFile(kind, chosen));
    } catch (failure) {
      setProblem(getErrorMessage(failure, 'The upload failed. Try again.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-stone-50 p-3">
        <input
          id={id}
          type="file"
          accept={photosOnly ? 'image/jpeg,image/png' : 'application/pdf,image/jpeg,image/png'}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-white"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="flex items-center gap-1.5 text-sm text-stone-700" aria-live="polite">
          {uploading ? (
            <>
              <Spinner /> Uploading…
            </>
          ) : file ? (
            <>
              <FileCheck2 className="size-4 text-green-700" aria-hidden /> {file.fileName}
            </>
          ) : (
            <>
              <Upload className="size-4" aria-hidden /> Nothing uploaded yet
            </>
          )}
        </span>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {photosOnly ? 'JPEG or PNG' : 'PDF, JPEG or PNG'}, at most 5 MB.
        </p>
      )}
    </div>
  );
}
