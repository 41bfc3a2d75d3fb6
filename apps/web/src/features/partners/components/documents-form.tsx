import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { indiaDate, licenceMinimumValidDays } from '@railbite/contract/indian-id-rules';
import type { Application, DocumentsDraft } from '@railbite/contract/partner-application';
import type { ApplicationFileKind } from '@railbite/contract/partner-application-rules';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveStep } from '../api/application';
import { useFormAutosave } from '../hooks/use-form-autosave';
import { documentsBody, documentsFormDefaults, documentsFormSchema } from '../utils/documents-form';
import type { DocumentsFormValues } from '../utils/documents-form';
import { ApplicationStepGate, savedSteps } from './application-gate';
import { StepActions } from './step-actions';
import { FileUploadField } from './file-upload-field';
import { FormCard, OnboardingLayout, ReviewNote } from './onboarding-layout';

export function DocumentsForm() {
  return (
    <ApplicationStepGate step="documents">
      {(application) => <Documents application={application} />}
    </ApplicationStepGate>
  );
}

/** Step 2: PAN, GST, FSSAI and bank details with their uploads, checked as the server checks them. */
function Documents({ application }: { application: Application }) {
  const navigate = useNavigate();
  const save = useSaveStep('documents');
  const today = indiaDate(new Date());
  const schema = useMemo(() => documentsFormSchema(today), [today]);
  const form = useForm<DocumentsFormValues, unknown, DocumentsDraft>({
    resolver: zodResolver(schema),
    defaultValues: documentsFormDefaults(application),
  });
  const { register, handleSubmit, control, setValue, formState } = form;
  const { errors } = formState;
  const [gstStatus, fssaiStatus, ...fileIds] = useWatch({
    control,
    name: ['gstStatus', 'fssaiStatus', 'fssaiCertificateFileId', 'panCardFileId', 'bankProofFileId'],
  });
  const chosen = {
    fssaiCertificateFileId: fileIds[0],
    panCardFileId: fileIds[1],
    bankProofFileId: fileIds[2],
  };
  const { autosave, onBlur } = useFormAutosave('documents', form, documentsBody);
  const fileOf = (id: number | null | undefined) => application.files.find((file) => file.fileId === id);

  const fileField = (
    name: 'fssaiCertificateFileId' | 'panCardFileId' | 'bankProofFileId',
    kind: ApplicationFileKind,
    label: string,
  ) => (
    <FileUploadField
      label={label}
      kind={kind}
      file={fileOf(chosen[name])}
      error={errors[name]?.message}
      onUploaded={(file) => {
        application.files.push(file);
        setValue(name, file.fileId, { shouldValidate: formState.isSubmitted, shouldDirty: true });
      }}
    />
  );

  const submit = handleSubmit(
    async () => {
      await autosave.hold();
      save.mutate(documentsBody(form.getValues()), {
        onSuccess: () => void navigate(paths.partnerMenu),
        onError: (error) => {
          autosave.release();
          toast.error(getErrorMessage(error, 'We could not save this step.'));
        },
      });
    },
    () => {
      toast.error('Please correct the highlighted fields.');
    },
  );

  return (
    <OnboardingLayout
      step={2}
      completed={savedSteps(application)}
      title="Documents"
      intro="We check each number's format here and again on our side; our team verifies the uploads."
    >
      <ReviewNote application={application} step="documents" />
      <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)} onBlur={onBlur}>
        <FormCard title="PAN and GST">
          <TextField
            label="Business PAN"
            autoCapitalize="characters"
            error={errors.businessPan?.message}
            {...register('businessPan')}
          />
          {fileField('panCardFileId', 'pan_card', 'PAN card')}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">GST</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="registered"
                className="accent-brand-700"
                {...register('gstStatus')}
              />{' '}
              GST-registered
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="not_registered"
                className="accent-brand-700"
                {...register('gstStatus')}
              />{' '}
              Not GST-registered (turnover below the threshold)
            </label>
          </fieldset>
          {gstStatus === 'registered' ? (
            <TextField
              label="GSTIN"
              autoCapitalize="characters"
              error={errors.gstin?.message}
              {...register('gstin')}
            />
          ) : (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 accent-brand-700"
                aria-invalid={errors.gstDeclaration ? true : undefined}
                aria-describedby={errors.gstDeclaration ? 'gst-declaration-error' : undefined}
                {...register('gstDeclaration')}
              />
              <span>
                I declare that my kitchen's turnover is below the GST registration threshold and that I will
                register and tell RailBite if it crosses it.
                {errors.gstDeclaration && (
                  <span id="gst-declaration-error" className="block text-red-700">
                    {errors.gstDeclaration.message}
                  </span>
                )}
              </span>
            </label>
          )}
        </FormCard>

        <FormCard title="FSSAI food licence">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">Licence</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="licensed"
                className="accent-brand-700"
                {...register('fssaiStatus')}
              />{' '}
              I have my FSSAI licence or registration
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="applied" className="accent-brand-700" {...register('fssaiStatus')} />{' '}
              I have applied; the licence will follow before going live
            </label>
          </fieldset>
          {fssaiStatus === 'licensed' ? (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="FSSAI number (14 digits)"
                  inputMode="numeric"
                  error={errors.fssaiNumber?.message}
                  {...register('fssaiNumber')}
                />
                <TextField
                  label="Licence expires on"
                  type="date"
                  hint={`Must be valid for more than ${String(licenceMinimumValidDays)} days.`}
                  error={errors.fssaiExpiry?.message}
                  {...register('fssaiExpiry')}
                />
              </div>
              {fileField('fssaiCertificateFileId', 'fssai_certificate', 'FSSAI certificate')}
            </>
          ) : (
            <TextField
              label="FSSAI application reference number"
              error={errors.fssaiApplicationNumber?.message}
              {...register('fssaiApplicationNumber')}
            />
          )}
        </FormCard>

        <FormCard title="Bank account for payouts">
          <TextField
            label="Account holder name"
            error={errors.bankAccountHolder?.message}
            {...register('bankAccountHolder')}
          />
          <TextField
            label="IFSC"
            autoCapitalize="characters"
            error={errors.bankIfsc?.message}
            {...register('bankIfsc')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              error={errors.bankAccount?.message}
              {...register('bankAccount')}
            />
            <TextField
              label="Account number again"
              inputMode="numeric"
              autoComplete="off"
              onPaste={(event) => {
                event.preventDefault();
              }}
              error={errors.bankAccountConfirm?.message}
              {...register('bankAccountConfirm')}
            />
          </div>
          {fileField('bankProofFileId', 'bank_proof', 'Cancelled cheque or bank letter')}
        </FormCard>

        <StepActions backTo={paths.partnerInfo} autosave={autosave}>
          <Button type="submit" pending={save.isPending} pendingLabel="Saving…">
            Save and continue
          </Button>
        </StepActions>
      </form>
    </OnboardingLayout>
  );
}
