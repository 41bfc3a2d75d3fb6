import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { preparationMinutesLimits } from '@railbite/contract/order-rules';
import { acceptOrderBodySchema } from '@railbite/contract/partner';
import type { AcceptOrderBody } from '@railbite/contract/partner';
import { TextField } from '@/components/ui/text-field';
import { trainTimeText } from '../utils/time';
import { ActionFormButtons, OrderActionDialog } from './action-dialog';
import type { ActionDialogProps } from './action-dialog';

const quickPicks = [10, 15, 20, 30, 45] as const;
const { min, max } = preparationMinutesLimits;

type AcceptProps = ActionDialogProps & {
  onAccept: (body: AcceptOrderBody) => void;
  /** The server's refusal of the minutes (a seat order's train comes in sooner), shown on the field. */
  refusal: string | null;
};

/** Accept: how many minutes the kitchen needs (the contract's bounds); the customer sees the ETA. */
export function AcceptOrderDialog({ onAccept, refusal, ...dialog }: AcceptProps) {
  return (
    <OrderActionDialog {...dialog} title="Accept this order">
      <AcceptOrderForm
        onAccept={onAccept}
        onCancel={dialog.onClose}
        pending={dialog.pending}
        trainArrival={dialog.order?.train?.expectedArrival}
        refusal={refusal}
      />
    </OrderActionDialog>
  );
}

function AcceptOrderForm({
  onAccept,
  onCancel,
  pending,
  trainArrival,
  refusal,
}: {
  onAccept: (body: AcceptOrderBody) => void;
  onCancel: () => void;
  pending: boolean;
  /** A seat order's train at the station: the food is ready for it, not after the minutes. */
  trainArrival?: { date: string; time: string } | undefined;
  refusal: string | null;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<AcceptOrderBody>({
    resolver: zodResolver(acceptOrderBodySchema),
    defaultValues: { preparationMinutes: 20 },
  });
  const chosen = useWatch({ control, name: 'preparationMinutes' });
  useEffect(() => {
    if (!refusal) return;
    setError('preparationMinutes', { type: 'server', message: refusal });
    setFocus('preparationMinutes');
  }, [refusal, setError, setFocus]);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onAccept)(event)} className="space-y-4">
      <TextField
        label="Preparation time (minutes)"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        autoFocus
        hint={`Between ${String(min)} and ${String(max)} minutes. ${
          trainArrival
            ? `The train comes in at ${trainTimeText(trainArrival)}: have it ready by then.`
            : 'The customer sees when it will be ready.'
        }`}
        error={errors.preparationMinutes?.message}
        {...register('preparationMinutes', { valueAsNumber: true })}
      />
      <div role="group" aria-label="Quick picks" className="flex flex-wrap gap-2">
        {quickPicks.map((minutes) => (
          <button
            key={minutes}
            type="button"
            // The pick that matches the field, however it got there (typed or picked).
            aria-pressed={chosen === minutes}
            onClick={() => {
              setValue('preparationMinutes', minutes, { shouldValidate: true });
            }}
            className="min-h-9 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {minutes} min
          </button>
        ))}
      </div>
      <ActionFormButtons
        onCancel={onCancel}
        pending={pending}
        submitLabel="Accept order"
        pendingLabel="Accepting…"
      />
    </form>
  );
}
