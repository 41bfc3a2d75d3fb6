import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminCancelOrderBodySchema } from '@railbite/contract/admin';
import type { AdminCancelOrderBody, SupportOrder } from '@railbite/contract/admin';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useCancelSupportOrder } from '../api/cancel-support-order';

function failureText(error: unknown): string {
  // 409: delivered, cancelled or rejected meanwhile (the server says which); the view is read again.
  if (error instanceof ApiError && error.status === 409)
    return `This order can no longer be cancelled. ${error.message}`;
  return getErrorMessage(error, 'We could not cancel the order. Please try again.');
}

/**
 * The confirmation step of cancelling: what will happen (a paid order is refunded in full), and why,
 * in support's words kept on the order's event (the customer reads "RailBite support cancelled
 * this order").
 */
export function CancelOrderDialog({
  view,
  open,
  onClose,
  onCancelled,
}: {
  view: SupportOrder;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const { order } = view;
  const cancel = useCancelSupportOrder(order.orderId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdminCancelOrderBody>({
    resolver: zodResolver(adminCancelOrderBodySchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    reset();
    onClose();
  };
  const paid = order.paymentOutcome === 'paid';
  const error = errors.reason?.message;

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId}>
      <form
        noValidate
        className="space-y-4 p-6"
        onSubmit={(event) =>
          void handleSubmit((body) => {
            cancel.mutate(body, {
              onSuccess: () => {
                reset();
                onCancelled();
              },
            });
          })(event)
        }
      >
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          Cancel order {order.orderId}?
        </h2>
        <p className="text-sm text-stone-700">
          {order.restaurantName} stops work on it and the customer is told.{' '}
          {paid
            ? `${formatRupees(order.totalAmount)} is refunded in full to the customer.`
            : 'It was not paid, so there is nothing to refund.'}{' '}
          This cannot be undone.
        </p>
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-stone-800">
            Why (kept on the order for support)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-stone-300'}`}
            {...register('reason')}
          />
          {error && (
            <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        {cancel.isError && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failureText(cancel.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            Keep the order
          </Button>
          <Button
            type="submit"
            pending={cancel.isPending}
            pendingLabel="Cancelling…"
            className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/60"
          >
            {paid ? 'Cancel and refund' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
