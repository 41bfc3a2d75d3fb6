import { useId } from 'react';
import type { ReactNode } from 'react';
import type { PartnerOrder } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatRupees } from '@/lib/format';
import { orderShortId } from '../utils/board';
import { itemCount } from '../utils/order-notes';

export type ActionDialogProps = {
  /** The order the dialog acts on; null when closed. */
  order: PartnerOrder | null;
  onClose: () => void;
  pending: boolean;
};

/**
 * An order action's dialog: which order, then the action's form. Its content mounts when it opens,
 * so each opening starts a fresh form; while the request is on its way Escape and Cancel wait, and a
 * failure leaves what was typed.
 */
export function OrderActionDialog({
  order,
  onClose,
  pending,
  title,
  children,
}: ActionDialogProps & { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <ModalDialog
      open={order !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      labelledBy={titleId}
    >
      {order && (
        <div className="space-y-4 p-6">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              {title}
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              Order {orderShortId(order.orderId)} from {order.customerFirstName} · {itemCount(order)}{' '}
              {itemCount(order) === 1 ? 'item' : 'items'} · {formatRupees(order.totalAmount)}
            </p>
          </div>
          {children}
        </div>
      )}
    </ModalDialog>
  );
}

/** Cancel and the action, at the end of an action's form. */
export function ActionFormButtons({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  danger = false,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        type="submit"
        pending={pending}
        pendingLabel={pendingLabel}
        className={danger ? 'bg-red-700 hover:bg-red-800 disabled:bg-red-700/60' : ''}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
