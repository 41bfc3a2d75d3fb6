import { ActionFormButtons, OrderActionDialog } from './action-dialog';
import type { ActionDialogProps } from './action-dialog';

type DeliverProps = ActionDialogProps & { onDeliver: () => void };

/**
 * Delivered is the order's last step and tells the customer their food has arrived: asked once more,
 * so a tap meant for the card next to it cannot say so while the food is still on the road. (A seat
 * order is delivered with the passenger's code instead: seat-delivery-dialog.tsx.)
 */
export function DeliverOrderDialog({ onDeliver, ...dialog }: DeliverProps) {
  return (
    <OrderActionDialog {...dialog} title="Mark this order delivered?">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onDeliver();
        }}
        className="space-y-4"
      >
        <p className="text-stone-700">
          Only once the food is in the customer’s hands: we tell them it has arrived, and the order cannot be
          moved back.
        </p>
        <ActionFormButtons
          onCancel={dialog.onClose}
          pending={dialog.pending}
          submitLabel="Mark delivered"
          pendingLabel="Marking delivered…"
        />
      </form>
    </OrderActionDialog>
  );
}
