import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dispatchOrderBodySchema } from '@railbite/contract/partner';
import type { DispatchOrderBody } from '@railbite/contract/partner';
import type { z } from 'zod';
import { PhoneField, TextField } from '@/components/ui/text-field';
import { ActionFormButtons, OrderActionDialog } from './action-dialog';
import type { ActionDialogProps } from './action-dialog';

type DispatchValues = z.output<typeof dispatchOrderBodySchema>;
type DispatchProps = ActionDialogProps & { onDispatch: (body: DispatchValues) => void };

/** Out for delivery: who carries it and their phone, which the customer's tracking page shows. */
export function DispatchOrderDialog({ onDispatch, ...dialog }: DispatchProps) {
  return (
    <OrderActionDialog {...dialog} title="Send out for delivery">
      <DispatchOrderForm onDispatch={onDispatch} onCancel={dialog.onClose} pending={dialog.pending} />
    </OrderActionDialog>
  );
}

function DispatchOrderForm({
  onDispatch,
  onCancel,
  pending,
}: {
  onDispatch: (body: DispatchValues) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DispatchOrderBody, unknown, DispatchValues>({
    resolver: zodResolver(dispatchOrderBodySchema),
    defaultValues: { deliveryPersonName: '', deliveryPersonPhone: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onDispatch)(event)} className="space-y-4">
      <TextField
        label="Delivery person name"
        autoComplete="off"
        autoFocus
        error={errors.deliveryPersonName?.message}
        {...register('deliveryPersonName')}
      />
      <PhoneField
        label="Delivery person phone"
        autoComplete="off"
        hint="The customer can call this number while the order is on its way."
        error={errors.deliveryPersonPhone?.message}
        {...register('deliveryPersonPhone')}
      />
      <ActionFormButtons
        onCancel={onCancel}
        pending={pending}
        submitLabel="Mark out for delivery"
        pendingLabel="Sending…"
      />
    </form>
  );
}
