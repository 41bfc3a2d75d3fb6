import type { OrderActionDialogsProps } from '../hooks/use-order-actions';
import { AcceptOrderDialog } from './accept-order-dialog';
import { DispatchOrderDialog } from './dispatch-order-dialog';
import { RejectOrderDialog } from './reject-order-dialog';

/** The board's three action dialogs; at most one is open. */
export function OrderActionDialogs({ accept, reject, dispatch }: OrderActionDialogsProps) {
  return (
    <>
      <AcceptOrderDialog {...accept} />
      <RejectOrderDialog {...reject} />
      <DispatchOrderDialog {...dispatch} />
    </>
  );
}
