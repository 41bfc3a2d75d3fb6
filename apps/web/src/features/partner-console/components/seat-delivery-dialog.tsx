import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliverOrderBodySchema } from '@railbite/contract/partner';
import type { DeliverOrderBody } from '@railbite/contract/partner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-client';
import { seatCodeLockedText } from '../utils/seat-code';
import { ActionFormButtons, OrderActionDialog } from './action-dialog';
import type { ActionDialogProps } from './action-dialog';

// The code is optional in the contract (address orders have none); here it is required.
const seatCodeSchema = deliverOrderBodySchema.required();
type SeatCode = z.output<typeof seatCodeSchema>;

type SeatDeliveryProps = ActionDialogProps & {
  onDeliver: (body: DeliverOrderBody) => void;
  /** The server's refusal of the last code (wrong, or the order locked), shown by the field. */
  refusal: ApiError | null;
};

/**
 * A train order is handed over at the seat to whoever tells its 4-digit code (ADR 030): the server
 * counts wrong codes and locks the order after too many, and says how many tries are left.
 */
export function SeatDeliveryDialog({ onDeliver, refusal, ...dialog }: SeatDeliveryProps) {
  const train = dialog.order?.train;
  const locked = train?.deliveryCodeTriesLeft === 0;
  return (
    <OrderActionDialog {...dialog} title="Hand over at the seat">
      {train && (
        <p className="text-sm text-stone-700">
          Coach {train.coach}, berth {train.berth} · train {train.trainNumber} at {train.station.name}.
          {!locked && (
            <>
              {' '}
              {train.deliveryCodeTriesLeft} wrong {train.deliveryCodeTriesLeft === 1 ? 'try' : 'tries'} left.
            </>
          )}
        </p>
      )}
      {locked ? (
        <>
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {seatCodeLockedText}
          </p>
          <Button variant="secondary" className="w-full" onClick={dialog.onClose}>
            Close
          </Button>
        </>
      ) : (
        <SeatDeliveryForm
          onDeliver={onDeliver}
          onCancel={dialog.onClose}
          pending={dialog.pending}
          refusal={refusal?.message}
        />
      )}
    </OrderActionDialog>
  );
}

function SeatDeliveryForm({
  onDeliver,
  onCancel,
  pending,
  refusal,
}: {
  onDeliver: (body: DeliverOrderBody) => void;
  onCancel: () => void;
  pending: boolean;
  refusal: string | undefined;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SeatCode>({
    resolver: zodResolver(seatCodeSchema),
    defaultValues: { deliveryCode: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onDeliver)(event)} className="space-y-4">
      <TextField
        label="Delivery code from the passenger"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        autoFocus
        error={errors.deliveryCode?.message ?? refusal}
        {...register('deliveryCode')}
      />
      <ActionFormButtons
        onCancel={onCancel}
        pending={pending}
        submitLabel="Mark delivered"
        pendingLabel="Checking…"
      />
    </form>
  );
}
