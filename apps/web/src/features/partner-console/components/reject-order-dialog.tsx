import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectReasons } from '@railbite/contract/order-rules';
import type { RejectReason } from '@railbite/contract/order-rules';
import { rejectOrderBodySchema } from '@railbite/contract/partner';
import type { RejectOrderBody } from '@railbite/contract/partner';
import { ActionFormButtons, OrderActionDialog } from './action-dialog';
import type { ActionDialogProps } from './action-dialog';

type RejectProps = ActionDialogProps & { onReject: (body: RejectOrderBody) => void };

const reasons = Object.entries(rejectReasons) as [RejectReason, string][];

/** Reject: a reason from the fixed list, which the customer reads; the customer is refunded in full. */
export function RejectOrderDialog({ onReject, ...dialog }: RejectProps) {
  return (
    <OrderActionDialog {...dialog} title="Reject this order">
      <RejectOrderForm onReject={onReject} onCancel={dialog.onClose} pending={dialog.pending} />
    </OrderActionDialog>
  );
}

function RejectOrderForm({
  onReject,
  onCancel,
  pending,
}: {
  onReject: (body: RejectOrderBody) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectOrderBody>({ resolver: zodResolver(rejectOrderBodySchema) });
  const error = errors.reason?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onReject)(event)} className="space-y-4">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-semibold text-stone-800">Why are you rejecting it?</legend>
        <div className="mt-2 space-y-2">
          {reasons.map(([code, text]) => (
            <label
              key={code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" value={code} className="size-4 accent-brand-700" {...register('reason')} />
              {text}
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <p className="text-sm text-stone-600">The customer sees this reason and gets a full refund.</p>
      <ActionFormButtons
        onCancel={onCancel}
        pending={pending}
        submitLabel="Reject order"
        pendingLabel="Rejecting…"
        danger
      />
    </form>
  );
}
