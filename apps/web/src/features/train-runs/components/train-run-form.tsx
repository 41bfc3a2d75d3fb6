import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { delayText } from '@railbite/contract/train-run-rules';
import { recordTrainRunBodySchema } from '@railbite/contract/train-runs';
import type { RecordTrainRunBody, RecordTrainRunResponse } from '@railbite/contract/train-runs';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRecordTrainRun } from '../api/record-train-run';
import type { TrainRunReporter } from '../api/record-train-run';

const fields = ['trainNumber', 'startDate', 'delayMinutes', 'cancelled'] as const;

function recordedText({ run, openOrders }: RecordTrainRunResponse['data']): string {
  const state = run.cancelled ? 'cancelled' : delayText(run.delayMinutes);
  const orders =
    openOrders === 0
      ? 'No open order goes to this run.'
      : `${String(openOrders)} open order${openOrders === 1 ? '' : 's'} will be re-timed within a minute; ` +
        'those that can no longer be delivered are cancelled and refunded in full.';
  return `Recorded: train ${run.trainNumber} that left its origin on ${run.startDate} is ${state}. ${orders}`;
}

/**
 * Records a train run's delay or cancellation (ADR 031): an admin for any train, a partner for a
 * train one of their restaurants serves. The server re-times the run's open orders.
 */
export function TrainRunForm({ reporter }: { reporter: TrainRunReporter }) {
  const record = useRecordTrainRun(reporter);
  const [recorded, setRecorded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<RecordTrainRunBody>({
    resolver: zodResolver(recordTrainRunBodySchema),
    defaultValues: { trainNumber: '', startDate: '', delayMinutes: 0, cancelled: false },
  });
  const cancelled = useWatch({ control, name: 'cancelled' });

  const onSubmit = handleSubmit((body) => {
    setRecorded(null);
    record.mutate(body, {
      onSuccess: ({ data }) => {
        setRecorded(recordedText(data));
      },
      onError: (error) => {
        for (const { field, message } of error instanceof ApiError ? error.fields : [])
          if ((fields as readonly string[]).includes(field))
            setError(field as (typeof fields)[number], { type: 'server', message });
      },
    });
  });

  const failure =
    record.isError && !(record.error instanceof ApiError && record.error.fields.length > 0)
      ? getErrorMessage(record.error, 'We could not record this. Please try again.')
      : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Train number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12301"
          maxLength={5}
          error={errors.trainNumber?.message}
          {...register('trainNumber')}
        />
        <TextField
          label="Date it left its origin"
          type="date"
          hint="A train that runs overnight keeps the date it left its first station."
          error={errors.startDate?.message}
          {...register('startDate')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          {...register('cancelled', {
            // A cancelled train has no delay: the hidden field must not hold one back.
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) setValue('delayMinutes', 0, { shouldValidate: true });
            },
          })}
        />
        The railway cancelled this train
      </label>
      {!cancelled && (
        <TextField
          label="Delay (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={1440}
          hint="0 when it runs on time again; up to 1440 (a day)."
          error={errors.delayMinutes?.message}
          {...register('delayMinutes', { valueAsNumber: true })}
        />
      )}
      <Button type="submit" pending={record.isPending} pendingLabel="Recording…">
        {cancelled ? 'Record cancellation' : 'Record delay'}
      </Button>
      <div aria-live="polite">
        {recorded && (
          <p className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {recorded}
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
