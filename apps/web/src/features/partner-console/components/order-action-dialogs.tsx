import type { OrderActionDialogsProps } from '../hooks/use-order-actions';
import { AcceptOrderDialog } from './accept-order-dialog';
import { DeliverOrderDialog } from './deliver-order-dialog';
import { DispatchOrderDialog } from './dispatch-order-dialog';
import { RejectOrderDialog } from './reject-order-dialog';
import { SeatDeliveryDialog } from './seat-delivery-dialog';

/** The board's action dialogs; at most one is open. */
export function OrderActionDialogs({
  accept,
  reject,
  dispatch,
  deliver,
  deliverSeat,
}: OrderActionDialogsProps) {
  return (
    <>
      <AcceptOrderDialog {...accept} />
      <RejectOrderDialog {...reject} />
      <DispatchOrderDialog {...dispatch} />
      <DeliverOrderDialog {...deliver} />
      <SeatDeliveryDialog {...deliverSeat} />
    </>
  );
}
