import { useEffect, useId, useRef, useState } from 'react';
import type { OrderDetails } from '@railbite/contract/orders';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { isTooLateToCancel, useCancelOrder } from '../api/cancel-order';

type Outcome = 'cancelled' | 'too-late' | null;

type CancellableOrder = Pick<
  OrderDetails,
  'orderId' | 'orderStatus' | 'canCancel' | 'totalAmount' | 'trainRun'
>;

function outcomeText(outcome: Exclude<Outcome, null>, order: CancellableOrder): string {
  if (outcome === 'cancelled') return 'Order cancelled.';
  // The order is fetched again after the 409, so it says what happened instead.
  if (order.orderStatus === 'rejected') return 'The restaurant turned this order down meanwhile.';
  if (order.orderStatus === 'cancelled') return 'This order was cancelled meanwhile.';
  if (order.orderStatus === 'out for delivery')
    return 'The restaurant sent the food out meanwhile, so it can no longer be cancelled.';
  return 'The restaurant accepted this order meanwhile, so it can no longer be cancelled.';
}

/**
 * "Cancel order" while the restaurant has not accepted, or "Cancel with full refund" while the
 * customer's train runs more than an hour late (the server's `canCancel`, ADR 031): asks first, then
 * says what happened where the button was, since the button itself goes away.
 */
export function CancelOrder({ order }: { order: CancellableOrder }) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const cancel = useCancelOrder(order.orderId);

  // The button that had focus is gone: focus moves to the sentence that replaced it.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (outcome) {
    return (
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome === 'too-late' ? 'alert' : 'status'}
        className={`rounded-xl border p-3 text-sm outline-none ${outcome === 'too-late' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-stone-200 bg-stone-50 text-stone-800'}`}
      >
        {outcomeText(outcome, order)}
      </p>
    );
  }
  if (!order.canCancel) return null;
  const lateTrain = order.trainRun?.cancelWithRefund ? order.trainRun : null;
  const label = lateTrain ? 'Cancel with full refund' : 'Cancel order';

  const confirm = () => {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setOutcome('cancelled');
        toast.success('Order cancelled');
      },
      onError: (error) => {
        if (!isTooLateToCancel(error)) return;
        setAsking(false);
        setOutcome('too-late');
      },
    });
  };
  const close = () => {
    if (cancel.isPending) return;
    setAsking(false);
    cancel.reset();
  };
  const failure = cancel.isError && !isTooLateToCancel(cancel.error) ? cancel.error : null;

  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 w-full"
        onClick={() => {
          setAsking(true);
        }}
      >
        {label}
      </Button>
      <ModalDialog open={asking} onClose={close} labelledBy={titleId}>
        <div className="p-6 text-left">
          <h2 id={titleId} className="text-lg font-bold">
            Cancel this order?
          </h2>
          <p className="mt-2 text-sm text-stone-700">
            {lateTrain &&
              `Your train is running ${String(lateTrain.delayMinutes)} minutes late, so you may cancel. `}
            You will get a full refund of {formatRupees(order.totalAmount)}.
          </p>
          {failure && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {getErrorMessage(failure, 'The order could not be cancelled. Please try again.')}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" className="min-h-11" onClick={close} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button
              className="min-h-11 bg-red-700 hover:bg-red-800"
              onClick={confirm}
              pending={cancel.isPending}
              pendingLabel="Cancelling…"
            >
              {label}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
