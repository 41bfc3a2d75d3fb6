import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** SPEC.md §2: nothing is added until the customer answers "Yes, clear cart". */
export function ChangeRestaurantDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId}>
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          Change Restaurant?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700">
          Your cart contains items from another restaurant. Do you want to clear the cart and add this item?
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* The safe answer has the focus: Enter keeps the cart. */}
          <Button variant="secondary" autoFocus onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Yes, clear cart</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
